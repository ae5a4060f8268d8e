/**
 * What the accounts browser tests share: the whole site listening on a free port (the embedded API
 * writes mail to the site's outbox), one Chromium, pages that record console problems, and
 * screenshots of the auth windows at a given width.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { type Harness, startHarness } from '../browse/setup.ts';

/** The browse tests' harness whose pages open with the cookie notice answered. */
export async function startAccountsHarness(): Promise<Harness> {
  const harness = await startHarness();
  return {
    ...harness,
    open: (address, options = {}) => harness.open(address, { ...options, cookiesAccepted: true }),
  };
}

/** The open modal dialog, once its open animation has finished. */
export async function openDialog(page: Page) {
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  await page.waitForTimeout(250);
  return dialog;
}

/** The login window's words in each language. */
const LOGIN_WORDS = {
  ru: { password: 'Пароль', submit: 'Войти' },
  en: { password: 'Password', submit: 'Log in' },
};

/** Fills the open login window in `locale`'s words and submits it. */
export async function submitLogin(login: Locator, locale: 'ru' | 'en', email: string, password: string) {
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel(LOGIN_WORDS[locale].password, { exact: true }).fill(password);
  await login.getByRole('button', { name: LOGIN_WORDS[locale].submit, exact: true }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `accounts-${name}.png`) });
}

/** Console problems other than the failed requests a form answers on purpose (401, 404, 429). */
export function realProblems(problems: readonly string[]): string[] {
  return problems.filter(
    (line) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(line),
  );
}
