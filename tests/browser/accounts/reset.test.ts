/**
 * Password reset in a browser (docs/product.md#screens, docs/product.md#states, docs/product.md#validation, docs/product.md#error-messages): the reset request from the login window, the mail
 * in the outbox, its `?pin` link opening the change-password window with the product's messages in both
 * languages, success clearing the fields and the pin, and the new password working. A bad link says
 * so; a bad confirmation link goes to the site root.
 */
import type { Locator } from 'playwright-core';
import t, { type Test } from 'tap';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { openDialog, realProblems, screenshot, startAccountsHarness, submitLogin } from './harness.ts';

const harness = await startAccountsHarness();
t.teardown(() => harness.close());

const EMAIL = 'forgetful@example.org';
const ajax = { 'x-requested-with': 'XMLHttpRequest', origin: harness.site.origin };
await harness.site.app.inject({
  method: 'POST',
  url: '/api/register',
  payload: { email: EMAIL, password: 'first-password-1', name: 'Hannah', lang: 'en' },
  headers: ajax,
});
const confirmation = await waitForMail(harness.site.dataDir, EMAIL);
await harness.site.app.inject({
  method: 'POST',
  url: '/api/confirm-email',
  payload: `pin=${new URL(confirmation.link).searchParams.get('email-pin')}`,
  headers: { ...ajax, 'content-type': 'application/x-www-form-urlencoded' },
});

const MESSAGES = {
  en: {
    empty: 'Enter a new password.',
    short: 'The password is too short. Please use at least 8 characters.',
    rule: 'Password must be more than 8 characters and contain at least one digit and one Latin letter.',
    mismatch: 'The passwords you entered do not match. Please re-enter your password.',
    success: 'Password changed successfully!',
    labels: { password: 'New password', confirmation: 'Confirm password', submit: 'Save password' },
  },
  ru: {
    empty: 'Введите новый пароль.',
    short: 'Пароль слишком короткий. Используйте не менее 8 символов.',
    rule: 'Пароль должен быть длиннее 8 символов и содержать хотя бы одну цифру и одну латинскую букву.',
    mismatch: 'Введённые пароли не совпадают. Пожалуйста, введите пароль ещё раз.',
    success: 'Пароль успешно изменён!',
    labels: { password: 'Новый пароль', confirmation: 'Подтвердите пароль', submit: 'Сохранить пароль' },
  },
};
type Messages = (typeof MESSAGES)['en'];

/**
 * The change-password window's fields, once it has refused, with its messages in `text`'s language,
 * an empty password, a short one, `breaksRule` (no digit or no Latin letter), and `good` confirmed
 * with another.
 */
async function refusesBadPasswords(
  t: Test,
  dialog: Locator,
  text: Messages,
  breaksRule: string,
  good: string,
) {
  const password = dialog.getByLabel(text.labels.password, { exact: true });
  const confirm = dialog.getByLabel(text.labels.confirmation, { exact: true });
  const save = dialog.getByRole('button', { name: text.labels.submit });
  const messages = () => dialog.locator('[role="alert"]').allTextContents();
  await save.click();
  t.same(await messages(), [text.empty]);
  await password.fill('short1');
  await save.click();
  t.same(await messages(), [text.short]);
  await password.fill(breaksRule);
  await save.click();
  t.same(await messages(), [text.rule], breaksRule);
  await password.fill(good);
  await confirm.fill(`${good}-other`);
  await save.click();
  t.same(await messages(), [text.mismatch], 'on the confirmation field');
  return { password, confirm, save };
}

t.test(
  'a reset from the login window, then the mail link, with the product’s messages in English',
  async (t) => {
    const text = MESSAGES.en;
    const { page, problems } = await harness.open('/en', { width: 1280, locale: 'en-GB' });
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await (await openDialog(page)).getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = await openDialog(page);
    await forgot.getByLabel('E-mail').fill(EMAIL);
    await screenshot(page, 'forgot-en-1280');
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await page.locator('h1', { hasText: 'Check your email' }).waitFor();
    await screenshot(page, 'check-email-en-1280');

    const mail = await waitForMail(harness.site.dataDir, EMAIL, 2);
    t.match(mail.subject, /Password reset/);
    await page.goto(mail.link);
    const dialog = await openDialog(page);
    t.equal(await dialog.locator('h2').textContent(), 'Change password');
    const { password, confirm, save } = await refusesBadPasswords(
      t,
      dialog,
      text,
      'onlyletters',
      'purim-mask-5786',
    );
    t.equal(await confirm.getAttribute('aria-invalid'), 'true');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    t.equal(await password.getAttribute('type'), 'text', 'show/hide');
    await screenshot(page, 'change-password-en-1280');
    await confirm.fill('purim-mask-5786');
    await save.click();
    await dialog.getByText(text.success).waitFor();
    t.equal(await dialog.locator('input').count(), 0, 'the fields are gone');
    // The address is replaced right after the success message renders: wait for it (it fails by timeout).
    await page.waitForURL((url) => !url.searchParams.has('pin'), { timeout: 5000 });
    t.notMatch(page.url(), /pin=/, 'and the pin with them');
    await screenshot(page, 'change-password-done-en-1280');

    await dialog.getByRole('button', { name: 'Log in' }).click();
    const login = await openDialog(page);
    await submitLogin(login, 'en', EMAIL, 'purim-mask-5786');
    await page.getByTestId('account-menu').waitFor();
    t.same(realProblems(problems), []);
  },
);

t.test('the change-password messages in Russian; a used link says so and offers a new one', async (t) => {
  const text = MESSAGES.ru;
  const { page, problems } = await harness.open(`/ru?pin=${'x'.repeat(43)}`, { width: 375 });
  const dialog = await openDialog(page);
  t.equal(await dialog.locator('h2').textContent(), 'Смена пароля');
  // Cyrillic letters are not Latin ones: the rule refuses a password of them and a digit.
  const { confirm, save } = await refusesBadPasswords(t, dialog, text, 'толькобуквы1', 'hamantasch-42');
  await screenshot(page, 'change-password-ru-375');
  await confirm.fill('hamantasch-42');
  await save.click();
  await dialog.getByText('Ссылка недействительна или устарела. Пожалуйста, запросите новую.').waitFor();
  await dialog.getByRole('button', { name: 'Запросить новую ссылку' }).click();
  t.equal(await (await openDialog(page)).locator('h2').textContent(), 'Восстановление пароля');
  t.same(realProblems(problems), []);
});

t.test('a confirmation link that does not work goes to the site root in its own language', async (t) => {
  for (const [locale, skip] of [
    ['en', 'Skip to content'],
    ['ru', 'Перейти к содержанию'],
  ] as const) {
    const { page } = await harness.open(`/${locale}/registration-completed?email-pin=${'y'.repeat(43)}`, {
      width: 375,
    });
    await page.waitForURL(new RegExp(`/${locale}$`));
    t.equal(await page.locator('dialog[open]').count(), 0, `${locale}: no window left open`);
    t.equal(await page.locator('html').getAttribute('lang'), locale, `${locale}: the page's language`);
    t.equal(await page.locator('a[href="#main"]').textContent(), skip, `${locale}: drawn in it`);
  }
});

t.test('the remaining windows and pages at 375 px', async (t) => {
  const { page } = await harness.open('/ru/check-email', { width: 375 });
  await screenshot(page, 'check-email-ru-375');
  await page.goto(`${harness.site.origin}/ru?auth_error=provider_unavailable`);
  const login = await openDialog(page);
  t.match(await login.textContent(), /Вход через этот сервис на сайте пока недоступен/);
  await page.waitForURL((url) => !url.searchParams.has('auth_error'), { timeout: 5000 });
  t.notMatch(page.url(), /auth_error/);
  await screenshot(page, 'login-social-error-ru-375');
});
