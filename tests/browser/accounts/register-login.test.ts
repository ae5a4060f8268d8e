/**
 * Accounts in a browser, end to end: register from the header's login window, read the mail from the
 * outbox, follow its link to the registration-success window, log in, see the header's account menu
 * with its counters, and log out. Each window is photographed at 375 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import t from 'tap';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { waitForHydration } from '../../helpers/browser.ts';
import { openDialog, realProblems, screenshot, startAccountsHarness, submitLogin } from './harness.ts';

const harness = await startAccountsHarness();
t.teardown(() => harness.close());

const EMAIL = 'reader@example.org';
const PASSWORD = 'sukkot-booth-2026';

t.test('register, confirm from the mail, log in, see the account menu, log out', async (t) => {
  const { page, problems } = await harness.open('/ru', { width: 1280 });
  await page.getByRole('button', { name: 'Войти' }).first().click();
  const login = await openDialog(page);
  t.equal(await login.locator('h2').textContent(), 'Вход');
  await screenshot(page, 'login-ru-1280');

  await login.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const register = await openDialog(page);
  t.equal(await register.locator('h2').textContent(), 'Регистрация');
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  t.equal(
    await register.locator('[role="alert"]').first().textContent(),
    'Неверный e-mail.',
    'the product’s message',
  );
  await register.getByLabel('Имя').fill('Эстер');
  await register.getByLabel('Фамилия').fill('Гольдберг');
  await register.getByLabel('E-mail').fill(EMAIL);
  await register.getByLabel('Пароль', { exact: true }).fill('short1');
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  t.match(await register.textContent(), /Пароль слишком короткий/);
  await screenshot(page, 'register-ru-1280');
  await register.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.waitForURL(/\/ru\/check-email$/);
  await page.locator('h1', { hasText: 'Проверьте почту' }).waitFor();
  t.equal(await page.locator('dialog[open]').count(), 0, 'the window closed');

  const mail = await waitForMail(harness.site.dataDir, EMAIL);
  const link = new URL(mail.link);
  t.equal(link.origin, harness.site.origin);
  await page.goto(mail.link);
  const success = await openDialog(page);
  await success.getByTestId('registration-success').waitFor();
  t.equal(await success.locator('h2').textContent(), 'Регистрация завершена');
  await page.waitForURL((url) => !url.searchParams.has('email-pin'), { timeout: 5000 });
  t.notMatch(page.url(), /email-pin/, 'the used pin left the address');
  await screenshot(page, 'registration-success-ru-1280');

  await success.getByRole('button', { name: 'Войти' }).click();
  const again = await openDialog(page);
  await submitLogin(again, 'ru', EMAIL, 'wrong-password-1');
  await again.getByText('Неверный пароль.').waitFor();
  await submitLogin(again, 'ru', EMAIL, PASSWORD);
  const menu = page.getByTestId('account-menu');
  await menu.waitFor();
  t.equal(await page.locator('dialog[open]').count(), 0);
  await menu.getByRole('button').click();
  // The dropdown's code comes with its first opening (docs/architecture.md#first-visit).
  await menu.getByTestId('counter').first().waitFor();
  await page.waitForTimeout(250);
  t.same(
    await menu.getByTestId('counter').allTextContents(),
    ['0', '0'],
    'favourites and support: the pages whose lists the menu can count',
  );
  t.match(await menu.textContent(), /Эстер Гольдберг/);
  await screenshot(page, 'account-menu-ru-1280');

  // The document as the server sends it, with this browser's cookies: the header is already signed in.
  const html = await (await page.context().request.get(page.url())).text();
  t.match(html, /data-testid="account-menu"/, 'the server renders the signed-in header');
  await page.reload();
  await waitForHydration(page);
  const cookies = await page.context().cookies();
  const sid = cookies.find((cookie) => cookie.name === 'sid');
  t.ok(sid?.httpOnly, 'the session cookie is httpOnly');
  t.notOk((await page.content()).includes(sid?.value ?? 'none'), 'and its value is nowhere in the page');
  t.equal(await page.evaluate(() => document.cookie.includes('sid=')), false, 'page scripts cannot read it');

  await page.getByTestId('account-menu').getByRole('button').click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL(/\/ru$/);
  await page.getByRole('button', { name: 'Войти' }).first().waitFor();
  t.equal((await page.context().cookies()).filter((cookie) => cookie.name === 'sid').length, 0, 'logged out');
  t.same(realProblems(problems), []);
});

t.test('a guest pressing a favourite gets the login window; every auth window at 375 px', async (t) => {
  const { page, problems } = await harness.open('/en/courses', { width: 375, locale: 'en-GB' });
  await page.locator('[aria-pressed]').first().click();
  const login = await openDialog(page);
  t.equal(await login.locator('h2').textContent(), 'Log in');
  await screenshot(page, 'login-en-375');
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  t.same(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    [],
    'no serious accessibility problems in the login window',
  );
  await login.getByRole('button', { name: 'Sign up' }).click();
  await openDialog(page);
  await screenshot(page, 'register-en-375');
  await page.locator('dialog[open]').getByRole('button', { name: 'Log in' }).click();
  await page.locator('dialog[open]').getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = await openDialog(page);
  t.equal(await forgot.locator('h2').textContent(), 'Reset your password');
  await screenshot(page, 'forgot-en-375');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  t.same(realProblems(problems), []);
});

t.test('at 375 px: registration success, the account menu, and /logout logging out on submit', async (t) => {
  const email = 'phone@example.org';
  const ajax = { 'x-requested-with': 'XMLHttpRequest', origin: harness.site.origin };
  await harness.site.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password: PASSWORD, name: 'Шломо', surname: 'Райзман-Ковальчук', lang: 'ru' },
    headers: ajax,
  });
  const mail = await waitForMail(harness.site.dataDir, email);
  const { page, problems } = await harness.open(new URL(mail.link).pathname + new URL(mail.link).search, {
    width: 375,
  });
  const success = await openDialog(page);
  await success.getByTestId('registration-success').waitFor();
  await screenshot(page, 'registration-success-ru-375');
  await success.getByRole('button', { name: 'Войти' }).click();
  const login = await openDialog(page);
  await submitLogin(login, 'ru', email, PASSWORD);
  const menu = page.getByTestId('account-menu');
  await menu.waitFor();
  await menu.getByRole('button').click();
  await page.waitForTimeout(250);
  await screenshot(page, 'account-menu-ru-375');

  await page.goto(`${harness.site.origin}/logout`);
  await waitForHydration(page);
  t.equal(await page.locator('h1').textContent(), 'Выход');
  t.ok(
    (await page.context().cookies()).some((cookie) => cookie.name === 'sid'),
    'opening the page changed nothing',
  );
  await screenshot(page, 'logout-ru-375');
  await page.getByTestId('logout-form').getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL(/\/ru$/);
  await page.getByRole('button', { name: 'Войти' }).first().waitFor();
  t.equal((await page.context().cookies()).filter((cookie) => cookie.name === 'sid').length, 0);
  t.same(realProblems(problems), []);
});
