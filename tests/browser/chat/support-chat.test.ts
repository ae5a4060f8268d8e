/**
 * The support chat in the browser (docs/product.md#screens "Profile area", Header; docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement): a reader
 * writes, an administrator answers with `npm run admin -- chat-reply` against the running site, and
 * the reply appears on the open page without a reload, under the admin label, and is read. A reply
 * that comes while the reader is elsewhere lights the header's badge and the dropdown's counter on the
 * next page, and both clear once the chat is opened. The text is shown exactly as typed, never as
 * markup, and the rate limit is said in the reader's language.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { admin } from '../../api/admin/helpers.ts';
import { realProblems, seriousViolations } from '../browse/setup.ts';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';

// The page asks for new messages every 10 s: a reply may take that long to show.
t.setTimeout(240_000);
const REPLY_WAIT_MS = 25_000;

const harness = await startReadersHarness({ CHAT_MESSAGES_PER_10_MINUTES: '3' });
const adminEnv = { DATA_DIR: harness.site.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
const HOSTILE = '<script>alert(1)</script>"><svg onload=alert(1)>\nНе открывается курс';

async function send(page: Page, text: string) {
  await page.getByLabel('Ваше сообщение').fill(text);
  await page.getByRole('button', { name: 'Отправить' }).click();
}

/** Settles once the user call counts no unread reply: the replies the page shows are read. */
const repliesRead = (page: Page) =>
  page.waitForFunction(
    async () => {
      const answer = await fetch('/api/user', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      return (await answer.json()).user.chat.unread_user_messages === 0;
    },
    undefined,
    { timeout: 10_000, polling: 500 },
  );

/** Set on the page's window: still there later means the page was never reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { chatMarker: 'same page' }));
const marked = (page: Page) => page.evaluate(() => (window as { chatMarker?: string }).chatMarker);

t.test('a reader writes, the admin replies by command, the reply appears without a reload', async (t) => {
  const email = await registerReader(harness, 'chat-reader@example.org', 'Лея');
  const { page, problems } = await openSignedIn(harness, email, '/ru/profile/help');
  t.teardown(() => page.context().close());
  t.match(
    await page.getByTestId('chat-promise').textContent(),
    'Администратор ответит в течение одного рабочего дня.',
  );
  t.equal(await page.getByTestId('profile-empty').count(), 1, 'an empty thread says so');
  t.same(await seriousViolations(page), []);

  await send(page, HOSTILE);
  const mine = page.locator('[data-testid="chat-message"][data-from="user"]');
  await mine.first().waitFor();
  t.equal(await mine.first().getByTestId('chat-text').textContent(), HOSTILE, 'shown exactly as typed');
  t.equal(
    await page.locator('[data-testid="chat-thread"] svg, [data-testid="chat-thread"] script').count(),
    0,
  );
  t.equal(await page.getByLabel('Ваше сообщение').inputValue(), '', 'the box is emptied');

  const list = await admin(adminEnv, 'chat-threads');
  t.equal(list.code, 0, list.stderr);
  t.match(list.stdout, email, 'the admin sees the waiting thread');
  await mark(page);
  const reply = await admin(adminEnv, 'chat-reply', email, 'Здравствуйте! Курс снова открыт.');
  t.equal(reply.code, 0, reply.stderr);

  const theirs = page.locator('[data-testid="chat-message"][data-from="admin"]');
  await theirs.waitFor({ timeout: REPLY_WAIT_MS });
  t.equal(await marked(page), 'same page', 'no reload happened');
  t.equal(await theirs.getByTestId('chat-text').textContent(), 'Здравствуйте! Курс снова открыт.');
  t.equal(await theirs.getByTestId('chat-admin-label').textContent(), 'Администратор', 'the admin label');
  t.match(await theirs.locator('time').textContent(), /^\d\d\.\d\d\.\d{4}/, 'with its date');
  // Seen on a visible page: read, so the user call counts nothing.
  await t.resolves(repliesRead(page));
  // Once the page's read answered, no user call that left before it brings the badge back
  // (client/features/chat/unread-store.ts): the badge goes with the read, well inside the frame's
  // 10 s check interval, never with the next check.
  await t.resolves(
    page.getByTestId('unread-badge').waitFor({ state: 'detached', timeout: 5_000 }),
    'no badge while reading',
  );

  // Three messages in ten minutes at most here: the fourth is refused in Russian.
  await send(page, 'Ещё вопрос');
  await mine.nth(1).waitFor();
  await send(page, 'И ещё один');
  await mine.nth(2).waitFor();
  await send(page, 'Четвёртый');
  const refusal = page.getByTestId('chat-form-message');
  await page.locator('[data-testid="chat-form-message"][role="alert"]').waitFor();
  t.match(await refusal.textContent(), /Слишком много сообщений подряд.*через 10 минут/);
  t.equal(await mine.count(), 3, 'the refused message is not in the thread');
  t.same(
    realProblems(problems).filter((p) => !p.includes('429')),
    [],
  );
});

t.test(
  'a reply that comes while the reader is elsewhere lights the badge, and opening the chat clears it',
  async (t) => {
    const email = await registerReader(harness, 'chat-badge@example.org', 'Сара');
    const { page } = await openSignedIn(harness, email, '/ru/profile/help');
    t.teardown(() => page.context().close());
    await send(page, 'Где мой сертификат?');
    await page.locator('[data-testid="chat-message"][data-from="user"]').waitFor();

    await page.goto(`${harness.site.origin}/ru/profile/data`);
    const reply = await admin(adminEnv, 'chat-reply', email, 'Отправили на почту.');
    t.equal(reply.code, 0, reply.stderr);
    await page.reload();
    const badge = page.getByTestId('unread-badge');
    await badge.waitFor();
    t.equal(await badge.textContent(), '1', 'the header badge counts the reply');
    t.equal(
      await page.getByRole('button', { name: /Меню профиля.*1 непрочитанный ответ поддержки/ }).count(),
      1,
      'screen readers hear the count in the button name',
    );

    await page.getByRole('button', { name: /Меню профиля/ }).click();
    const entry = page.getByTestId('account-menu').getByRole('link', { name: /Поддержка/ });
    t.equal(await entry.getByTestId('counter').textContent(), '1', 'the dropdown counter too');
    await mark(page);
    await entry.click();
    await page.locator('[data-testid="chat-message"][data-from="admin"]').waitFor();
    await badge.waitFor({ state: 'detached', timeout: 10_000 });
    t.equal(await marked(page), 'same page', 'cleared without a reload');
    await page.getByRole('button', { name: /Меню профиля/ }).click();
    t.equal(await entry.getByTestId('counter').textContent(), '0', 'the dropdown counter is 0');

    await page.reload();
    await page.locator('[data-testid="chat-message"]').first().waitFor();
    t.equal(await badge.count(), 0, 'and stays cleared after a reload');
  },
);

/** Makes the page think its tab was hidden or shown, as switching tabs does. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

t.test('a hidden tab asks nothing and reads nothing; shown again, it asks at once and reads', async (t) => {
  const email = await registerReader(harness, 'chat-hidden@example.org', 'Двора');
  const { page } = await openSignedIn(harness, email, '/ru/profile/help');
  t.teardown(() => page.context().close());
  await send(page, 'Вопрос из фоновой вкладки');
  await page.locator('[data-testid="chat-message"][data-from="user"]').waitFor();
  const asks: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/chat(\?|\/read)/.test(request.url())) asks.push(request.url());
  });

  await setVisibility(page, 'hidden');
  const reply = await admin(adminEnv, 'chat-reply', email, 'Ответ, пока вкладка скрыта');
  t.equal(reply.code, 0, reply.stderr);
  await page.waitForTimeout(12_000);
  t.same(asks, [], 'no call for longer than the polling interval while hidden');
  t.equal(await page.locator('[data-from="admin"]').count(), 0);

  await setVisibility(page, 'visible');
  await page.locator('[data-from="admin"]').waitFor({ timeout: 3_000 });
  t.ok(
    asks.some((url) => url.includes('/api/chat?after=')),
    'shown again: it asked at once',
  );
  await t.resolves(repliesRead(page), 'and the reply it now shows is read');
});
