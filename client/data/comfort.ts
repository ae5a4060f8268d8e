/**
 * The reader's comfort settings in the browser (docs/product.md#reading-comfort): a choice is shown at
 * once (`data-*` on <html>, the browser's bar colour), kept in its cookie for the pages the server
 * renders next, and for a signed-in reader in the account, so their other devices follow. A signed-in
 * reader's account wins over a device's cookies: they are brought in line when a page starts.
 */
import { useEffect } from 'react';
import {
  COMFORT_SETTINGS,
  type Comfort,
  type ComfortSetting,
  comfortCookieLine,
  comfortFromCookies,
  comfortFromCookieText,
  THEME_COLORS,
  type Theme,
} from '../../shared/comfort.ts';
import type { AccountComfort } from '../../shared/schemas/accounts.ts';
import type { UserSummary } from '../runtime/root-data.ts';
import { callApi } from './call-api.ts';

/** The settings the page shows now (the server's render, or the comfort script's, or a choice since). */
export function shownComfort(): Comfort {
  const { dataset } = document.documentElement;
  const named: Record<string, string | undefined> = {};
  for (const { cookie, dataset: key } of Object.values(COMFORT_SETTINGS)) named[cookie] = dataset[key];
  return comfortFromCookies(named);
}

function show(setting: ComfortSetting, value: string | null): void {
  const { dataset } = document.documentElement;
  const key = COMFORT_SETTINGS[setting].dataset;
  if (value === null) delete dataset[key];
  else dataset[key] = value;
  if (setting !== 'theme') return;
  // The browser's bars: the chosen theme's ground, or each scheme's again when the system decides.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.media.includes('dark') ? 'dark' : 'light';
    meta.content = THEME_COLORS[(value as Theme | null) ?? scheme];
  }
}

function keep(setting: ComfortSetting, value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a preference cookie the server and the comfort script read
  document.cookie = comfortCookieLine(setting, value);
}

/** The reader chose `value` (null: the default again) for one setting. */
export function chooseComfort(setting: ComfortSetting, value: string | null, signedIn: boolean): void {
  show(setting, value);
  keep(setting, value);
  // A failure leaves the choice on this device: the next choice tries again.
  const body = { [COMFORT_SETTINGS[setting].cookie]: value } as Partial<AccountComfort>;
  if (signedIn) void callApi('accounts.updateProfile', { body });
}

/**
 * A signed-in reader's account settings are shown and become this device's cookies too (a sign-in,
 * or a choice made on another device that the reader's state brought in).
 */
export function useAccountComfort(user: UserSummary | null): void {
  const account = user?.comfort;
  const key = account ? JSON.stringify(account) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account's values are the trigger
  useEffect(() => {
    if (!account) return;
    const cookies = comfortFromCookieText(document.cookie);
    const shown = shownComfort();
    for (const name of Object.keys(COMFORT_SETTINGS) as ComfortSetting[]) {
      const value = account[name];
      if (!value) continue;
      if (value !== cookies[name]) keep(name, value);
      if (value !== shown[name]) show(name, value);
    }
  }, [key]);
}
