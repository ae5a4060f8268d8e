/**
 * The reader's comfort settings on both sides (docs/product.md#reading-comfort): the theme, and on
 * reading pages the text size and line spacing. Each is a cookie the reader's own choice writes (none
 * means the default: the system's theme, the normal size and spacing), kept in the account too for a
 * signed-in reader. They reach the page as `data-*` attributes on `<html>`, which the stylesheet reads.
 *
 * A page rendered per request carries the attributes in its first byte. A page from the anonymous page
 * cache is the same for every visitor and carries none: the comfort script (`comfort-script.ts`), inline in the head before
 * the body is parsed, copies the cookies onto `<html>` (docs/architecture.md#reading-comfort), so no
 * reader sees another's theme and none sees a flash of the wrong one.
 */

export const THEMES = ['light', 'dark', 'sepia'] as const;
export type Theme = (typeof THEMES)[number];
/** Text size steps on reading pages, smallest first; `normal` is the default. */
export const TEXT_SIZES = ['small', 'normal', 'large', 'larger', 'largest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const LINE_SPACINGS = ['normal', 'wide', 'wider'] as const;
export type LineSpacing = (typeof LINE_SPACINGS)[number];

export interface Comfort {
  theme: Theme | null;
  textSize: TextSize | null;
  lineSpacing: LineSpacing | null;
}

export const NO_COMFORT: Comfort = Object.freeze({ theme: null, textSize: null, lineSpacing: null });

/** Each setting: its cookie, its attribute on `<html>` (as a `dataset` key) and its values. */
export const COMFORT_SETTINGS = {
  theme: { cookie: 'theme', attribute: 'data-theme', dataset: 'theme', values: THEMES },
  textSize: { cookie: 'text_size', attribute: 'data-text-size', dataset: 'textSize', values: TEXT_SIZES },
  lineSpacing: {
    cookie: 'line_spacing',
    attribute: 'data-line-spacing',
    dataset: 'lineSpacing',
    values: LINE_SPACINGS,
  },
} as const;
export type ComfortSetting = keyof typeof COMFORT_SETTINGS;
/** A setting's field in the account (the profile call's body, the user call's answer): its cookie's name. */
export type AccountComfortField = (typeof COMFORT_SETTINGS)[ComfortSetting]['cookie'];
export const SETTING_NAMES = Object.keys(COMFORT_SETTINGS) as ComfortSetting[];

/** The browser's own bars per theme (`<meta name="theme-color">`): the page's ground. */
export const THEME_COLORS: Record<Theme, string> = { light: '#faf6ef', dark: '#171512', sepia: '#f3ead6' };

function pick<T extends string>(values: readonly T[], raw: unknown): T | null {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** The settings a request's cookies carry; an unknown value counts as none. */
export function comfortFromCookies(cookies: Record<string, string | undefined>): Comfort {
  return {
    theme: pick(THEMES, cookies[COMFORT_SETTINGS.theme.cookie]),
    textSize: pick(TEXT_SIZES, cookies[COMFORT_SETTINGS.textSize.cookie]),
    lineSpacing: pick(LINE_SPACINGS, cookies[COMFORT_SETTINGS.lineSpacing.cookie]),
  };
}

/** The settings of a cookie header's text (the browser's `document.cookie`). */
export function comfortFromCookieText(text: string): Comfort {
  const cookies: Record<string, string> = {};
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return comfortFromCookies(cookies);
}

/** Each setting from the first source that has one (the account before the cookies). */
export function mergeComfort(first: Partial<Comfort> | null | undefined, second: Comfort): Comfort {
  return {
    theme: first?.theme ?? second.theme,
    textSize: first?.textSize ?? second.textSize,
    lineSpacing: first?.lineSpacing ?? second.lineSpacing,
  };
}

/** The `<html>` attributes of these settings (only those chosen). */
export function comfortAttributes(comfort: Comfort): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const value = comfort[name];
    if (value) attributes[COMFORT_SETTINGS[name].attribute] = value;
  }
  return attributes;
}

/** The comfort script's element (`shared/comfort-script.ts`): the browser reads its text back for hydration. */
export const COMFORT_SCRIPT_ID = 'comfort';

/**
 * The cookie notice (`client/app/frame/CookieNotice.tsx`) is in every page's markup, shown only while
 * `<html>` carries this attribute: the comfort script sets it, with scripts on, when this browser has
 * not yet said "got it" (kept in local storage under the key). So the notice is painted with the
 * page, not after hydration, and a cached page stays the same for every visitor.
 */
export const COOKIE_NOTICE_STORAGE_KEY = 'cookie-notice-accepted';
export const COOKIE_NOTICE_DATASET = 'cookieNotice';

/**
 * The hashtag tool's hint, once its reader closed it, stays closed in this browser (kept in local
 * storage under the key): the comfort script marks `<html>` with this attribute before the page is
 * painted, and the stylesheet hides the hint, so a cached page never shows it to that reader and it
 * does not wait for the tool's code to go.
 */
export const EDUCATORS_HINT_STORAGE_KEY = 'educators-hint-closed';
export const EDUCATORS_HINT_DATASET = 'hintClosed';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The `document.cookie` line that keeps a setting (null: forget it, back to the default). */
export function comfortCookieLine(setting: ComfortSetting, value: string | null): string {
  const { cookie } = COMFORT_SETTINGS[setting];
  return value === null
    ? `${cookie}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${cookie}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
