/**
 * Showing and keeping a comfort setting (docs/product.md#reading-comfort): the attribute on <html>
 * and the browser's bar colour at once, the cookie for the pages the server renders next, and for a
 * signed-in reader the account, so their other devices follow. Loaded with the controls that choose
 * (`client/data/comfort.ts` says why), so no page's first download carries it.
 */
import {
  type AccountComfortField,
  COMFORT_SETTINGS,
  type ComfortSetting,
  comfortCookieLine,
  THEME_COLORS,
  type Theme,
} from '../../shared/comfort.ts';
import { callApi } from './call-api.ts';

/** Shows a setting's value on the page (null: the default). */
export function showComfort(setting: ComfortSetting, value: string | null): void {
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

/** Keeps a setting's value in its cookie (null: forgets it). */
export function keepComfort(setting: ComfortSetting, value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a preference cookie the server and the comfort script read
  document.cookie = comfortCookieLine(setting, value);
}

/** The reader chose `value` (null: the default again) for one setting. */
export function chooseComfort(setting: ComfortSetting, value: string | null, signedIn: boolean): void {
  showComfort(setting, value);
  keepComfort(setting, value);
  const field: AccountComfortField = COMFORT_SETTINGS[setting].cookie;
  // A failure leaves the choice on this device: the next choice tries again.
  if (signedIn) void callApi('accounts.updateProfile', { body: { [field]: value } });
}
