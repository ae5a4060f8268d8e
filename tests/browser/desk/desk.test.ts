/**
 * The editors' desk in the browser (docs/desk.md), once per language: the account menu's Desk entry
 * with the waiting count; the support inbox and a conversation where a reader's new message arrives
 * without a reload and a saved reply is sent from the keyboard (the reader's page gets it under the
 * admin label); a questionnaire refused only with a reason, or granted, then shown with who decided;
 * a reported comment with its context, hidden and its author blocked; a reader found and given card
 * access; the audit log and its CSV export. Every screen is checked with axe, fits 375 and 1280 px,
 * and is photographed at both widths.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { admin } from '../../api/admin/helpers.ts';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { account, call } from '../../helpers/page-kinds.ts';
import { accessibleAndFits, loadLazyImages, realProblems } from '../browse/setup.ts';
import { openSignedIn, startReadersHarness } from '../reading/session.ts';

// The conversation asks for new messages every 10 s: a message may take that long to show.
t.setTimeout(300_000);
const MESSAGE_WAIT_MS = 25_000;

const harness = await startReadersHarness();
const { site } = harness;
const editor = await account(site, 'editor@example.org', 'Eda');
const made = await admin(
  { DATA_DIR: site.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  'make-admin',
  'editor@example.org',
);
if (made.code !== 0) throw new Error(made.stderr);

const WORDS = {
  ru: {
    menu: 'Редакция',
    inbox: 'Обращения',
    access: 'Анкеты',
    comments: 'Комментарии',
    readers: 'Читатели',
    audit: 'Журнал действий',
    reply: 'Ответ',
    reason: 'Причина',
    refuse: 'Отказать',
    grant: 'Открыть доступ',
    needed: 'Укажите причину.',
    block: 'Скрыть и запретить',
    search: 'Почта или имя',
    find: 'Найти',
    grantCard: 'Открыть доступ к карточкам',
    revokeCard: 'Закрыть доступ к карточкам',
    yes: 'да',
    no: 'нет',
    export: 'Выгрузить в CSV',
    admin: 'Администратор',
  },
  en: {
    menu: 'Desk',
    inbox: 'Support inbox',
    access: 'Questionnaires',
    comments: 'Comments',
    readers: 'Readers',
    audit: 'Audit log',
    reply: 'Reply',
    reason: 'Reason',
    refuse: 'Refuse',
    grant: 'Grant access',
    needed: 'Give a reason.',
    block: 'Hide and block',
    search: 'E-mail or name',
    find: 'Find',
    grantCard: 'Grant card access',
    revokeCard: 'Revoke card access',
    yes: 'yes',
    no: 'no',
    export: 'Export as CSV',
    admin: 'Administrator',
  },
} as const;

/** Checks the screen (axe, nothing wider than the viewport) and photographs it at both widths. */
async function screen(t: Test, page: Page, name: string, locale: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1280) await accessibleAndFits(t, page);
    else {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      t.ok(overflow <= 0, `${name} fits 375 px (${overflow} px over)`);
    }
    await loadLazyImages(page);
    // From the top, so the sticky header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `desk-${name}-${locale}-${width}.png`),
      fullPage: true,
    });
  }
}

const sidebar = (page: Page) => page.getByTestId('desk-sidebar');
/** Waits for a desk screen by its heading (a navigation changes the address before the page). */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

for (const locale of ['ru', 'en'] as const) {
  const w = WORDS[locale];
  t.test(`${locale}: an administrator works every queue of the desk`, async (t) => {
    const name = locale === 'ru' ? 'Лея Гольд' : 'John Smith';
    const readerEmail = `reader-${locale}@example.org`;
    const reader = await account(site, readerEmail, name, { lang: locale });
    await call(reader, 'POST', '/api/chat', {
      messageText: locale === 'ru' ? 'Где найти уроки?' : 'Where are the lessons?',
    });
    await call(reader, 'POST', '/api/user/special-access', {
      occupation: 'Teacher',
      institution: 'School 5',
      purpose: 'Lessons',
    });
    const posted = (await call(
      reader,
      'POST',
      '/api/materials/shtetl-everyday-life/',
      { content: `Spam ${locale}`, lang: 'ru' },
      true,
    )) as {
      comment: { id: number };
    };
    await call(editor, 'POST', `/api/comments/${posted.comment.id}/report`);
    await call(editor, 'POST', '/api/desk/saved-replies', {
      locale,
      title: `Thanks ${locale}`,
      content: `Saved answer ${locale}`,
    });

    const { page, problems } = await openSignedIn(harness, 'editor@example.org', `/${locale}/profile/data`);
    t.teardown(() => page.context().close());

    // The account menu: Desk with the waiting count (a chat, a questionnaire, a comment at least).
    await page.getByTestId('account-menu').getByRole('button').first().click();
    const entry = page.getByTestId('account-menu').getByRole('link', { name: new RegExp(w.menu) });
    await entry.getByTestId('counter').waitFor();
    t.ok(Number(await entry.getByTestId('counter').textContent()) >= 3, 'the menu counts the waiting work');
    await entry.click();
    await heading(page, w.inbox);

    // The inbox.
    t.ok(Number(await sidebar(page).getByTestId('desk-count').first().textContent()) >= 1, 'chats counted');
    const card = page.getByTestId('desk-thread').filter({ hasText: name });
    t.match(
      await card.textContent(),
      locale === 'ru' ? /ждёт \d+ минут/ : /waiting \d+ minute/,
      'the time waited',
    );
    await screen(t, page, 'inbox', locale);

    // The conversation: a new message arrives without a reload; a saved reply is sent by keyboard.
    await card.getByRole('link').click();
    await page.locator('[data-testid="chat-message"][data-from="user"]').first().waitFor();
    await page.evaluate(() => Object.assign(window, { deskMarker: 'same page' }));
    await call(reader, 'POST', '/api/chat', { messageText: 'One more question' });
    await page
      .locator('[data-testid="chat-text"]', { hasText: 'One more question' })
      .waitFor({ timeout: MESSAGE_WAIT_MS });
    t.equal(
      await page.evaluate(() => (window as { deskMarker?: string }).deskMarker),
      'same page',
      'no reload',
    );
    const insert = page.getByTestId('desk-insert-reply');
    await insert.focus();
    await page.keyboard.press('Enter');
    const box = page.getByLabel(w.reply, { exact: true });
    t.equal(await box.inputValue(), `Saved answer ${locale}`, 'the saved reply of the reader’s language');
    await box.focus();
    await page.keyboard.press('Control+Enter');
    const mine = page.locator('[data-testid="chat-message"][data-from="admin"]');
    await mine.waitFor();
    t.equal(await mine.getByTestId('chat-admin-label').textContent(), w.admin, 'the admin label');
    const thread = (await call(reader, 'GET', '/api/chat')) as {
      messages: { from: string; content: string }[];
    };
    t.same(thread.messages.at(-1), {
      ...thread.messages.at(-1),
      from: 'admin',
      content: `Saved answer ${locale}`,
    });
    await screen(t, page, 'conversation', locale);

    // Questionnaires: a refusal needs a reason; the decision shows who made it.
    await sidebar(page)
      .getByRole('link', { name: new RegExp(w.access) })
      .click();
    await heading(page, w.access);
    const request = page.getByTestId('desk-access-request').filter({ hasText: readerEmail });
    await screen(t, page, 'questionnaires', locale);
    if (locale === 'ru') {
      await request.getByRole('button', { name: w.refuse }).click();
      t.equal(await request.getByRole('alert').textContent(), w.needed);
      await request.getByLabel(w.reason).fill('Нужна школа');
      await request.getByRole('button', { name: w.refuse }).click();
    } else {
      await request.getByRole('button', { name: w.grant }).click();
    }
    const decided = page.getByTestId('desk-access-decided').filter({ hasText: readerEmail });
    await decided.waitFor();
    t.match(await decided.getByTestId('desk-access-decision').textContent(), /Eda/, 'who decided');

    // Comments: the reported one with its context, hidden and its author blocked.
    await sidebar(page)
      .getByRole('link', { name: new RegExp(w.comments) })
      .click();
    await heading(page, w.comments);
    const flagged = page.getByTestId('desk-comment').filter({ hasText: `Spam ${locale}` });
    t.equal(await flagged.getByTestId('desk-comment-author').textContent(), name);
    await screen(t, page, 'comments', locale);
    await flagged.getByLabel(w.reason).fill('Spam');
    await flagged.getByRole('button', { name: w.block }).click();
    await flagged.waitFor({ state: 'detached' });
    const blocked = await fetch(`${site.origin}/api/materials/shtetl-everyday-life/`, {
      method: 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Origin: site.origin,
        Cookie: reader.cookie,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ content: 'Again', lang: 'ru' }).toString(),
    });
    t.equal(blocked.status, 403, 'the author may not comment now');

    // Readers: found by name, given card access.
    await sidebar(page)
      .getByRole('link', { name: new RegExp(w.readers) })
      .click();
    await page.getByLabel(w.search).fill(name.split(' ')[0] ?? name);
    await page.getByLabel(w.search).press('Enter');
    await page.getByTestId('desk-reader-row').first().waitFor();
    await screen(t, page, 'readers', locale);
    await page.getByTestId('desk-reader-row').getByRole('link').first().click();
    await page.getByTestId('desk-reader-facts').waitFor();
    // The questionnaire above opened the tool to the English reader: here it is closed again.
    const [action, state] = locale === 'ru' ? [w.grantCard, w.yes] : [w.revokeCard, w.no];
    await page.getByRole('button', { name: action }).click();
    await page.getByTestId('desk-reader-note').filter({ hasText: /\S/ }).waitFor();
    t.equal(await page.getByTestId('desk-reader-card').textContent(), state, 'card access changed');
    await screen(t, page, 'reader', locale);

    // The audit log: the actions above, exported as CSV.
    await sidebar(page)
      .getByRole('link', { name: new RegExp(w.audit) })
      .click();
    await heading(page, w.audit);
    const actions = await page.getByTestId('desk-audit-entry').locator('td:nth-child(3)').allTextContents();
    for (const action of [
      'chat-reply',
      'comments-block',
      locale === 'ru' ? 'grant-access' : 'revoke-access',
      'make-admin',
    ]) {
      t.ok(actions.includes(action), `${action} in the log`);
    }
    await screen(t, page, 'audit', locale);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w.export }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    t.match(csv, /^"id","at","actor","action","target","details","ip"\r\n/, 'the CSV header');
    t.match(csv, /"editor@example\.org","chat-reply"/, 'rows of the log');
    t.same(realProblems(problems), [], 'no console problem');
  });
}
