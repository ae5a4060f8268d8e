/**
 * The signed-in reader's own state reaches an open page (`client/data/reader-state.ts`,
 * docs/product.md#states): an administrator's command on the running API changes it, and the page
 * that stays open follows within the support page's 10 s, with no reload and no click: the header's
 * badge counts a support reply, and the access page turns "pending" into "open" while its menu
 * offers the tool.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { admin } from '../../api/admin/helpers.ts';
import { startEducatorsHarness } from '../educators/harness.ts';

t.setTimeout(180_000);
// The frame asks every 10 s; the margin covers a busy machine.
const FOLLOW_MS = 25_000;

const harness = await startEducatorsHarness();
t.teardown(() => harness.close());
const env = { DATA_DIR: harness.apiDataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };

/** A call of the reader's own, from the page (its cookie, the site's origin). */
const post = (page: Page, path: string, body: Record<string, string>) =>
  page.evaluate(
    async ({ path, body }) => {
      const answer = await fetch(path, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return answer.status;
    },
    { path, body },
  );

/** Set on the page's window: still there later means the page was never reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { stateMarker: 'same page' }));
const marked = (page: Page) => page.evaluate(() => (window as { stateMarker?: string }).stateMarker);

t.test('a support reply lights the header badge of a page left open, without a reload', async (t) => {
  const email = await harness.user('state-chat@example.org', 'Лея', false);
  const { page, problems } = await harness.openAs(email, '/ru/profile/data');
  t.teardown(() => page.context().close());
  t.equal(await post(page, '/api/chat', { messageText: 'Где мой сертификат?' }), 200);
  t.equal(await page.getByTestId('unread-badge').count(), 0, 'no badge before the reply');
  await mark(page);

  const reply = await admin(env, 'chat-reply', email, 'Отправили на почту.');
  t.equal(reply.code, 0, reply.stderr);
  const badge = page.getByTestId('unread-badge');
  await badge.waitFor({ timeout: FOLLOW_MS });
  t.equal(await badge.textContent(), '1', 'the badge counts the reply');
  t.equal(await marked(page), 'same page', 'no reload happened');
  t.same(problems, [], 'no console problems');
});

t.test(
  'an access grant turns an open access page from pending to open and adds the tool to the menu',
  async (t) => {
    const email = await harness.user('state-access@example.org', 'Ида', false);
    const { page, problems } = await harness.openAs(email, '/ru/profile/access');
    t.teardown(() => page.context().close());
    const sent = await post(page, '/api/user/special-access', {
      occupation: 'Учительница',
      institution: 'Гимназия № 1',
      purpose: 'Уроки литературы',
    });
    t.equal(sent, 200);
    // The questionnaire was sent from elsewhere: a reload shows it pending, as the reader left it.
    await page.reload();
    await page.getByTestId('access-status').getByText('Ждёт решения').waitFor();
    const sidebar = page.getByTestId('profile-sidebar');
    t.equal(await sidebar.getByRole('link', { name: 'DA for Educators' }).count(), 0, 'no tool yet');
    await mark(page);

    const listed = await admin(env, 'access-requests');
    const id = /#(\d+) {2}state-access@example\.org/.exec(listed.stdout)?.[1];
    t.ok(id, 'the administrator sees the request');
    const granted = await admin(env, 'access-grant', id ?? '');
    t.match(granted.stdout, /granted/);

    await page.getByTestId('access-status').getByText('Доступ открыт').waitFor({ timeout: FOLLOW_MS });
    await sidebar.getByRole('link', { name: 'DA for Educators' }).waitFor({ timeout: FOLLOW_MS });
    t.equal(await marked(page), 'same page', 'no reload happened');
    t.same(problems, [], 'no console problems');
  },
);
