import type { Locale } from '../locales.ts';

/**
 * Dates and numbers in the locale's notation (ru-RU / en-GB), written out here rather than through
 * `Intl`: the first `Intl.DateTimeFormat` a page makes loads the locale's calendar data, 15 ms of a
 * mid-range phone's main thread in one piece, in the middle of a screen's hydration
 * (docs/architecture.md#first-visit). The output is `Intl`'s own, character for character
 * (tests/shared/i18n/format.test.ts compares them), and in UTC on both sides, so the server's and
 * the browser's time zones never disagree during hydration.
 */

const MONTHS: Record<Locale, readonly string[]> = {
  // The genitive: "14 марта".
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const two = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** docs/product.md#constants: long month, numeric day and year: "14 марта 2025 г.", "14 March 2025". */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  const text = `${date.getUTCDate()} ${MONTHS[locale][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return locale === 'ru' ? `${text} г.` : text;
}

/** docs/product.md#constants: date-time numeric: "14.03.2025, 09:05", "14/03/2025, 09:05". */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  const separator = locale === 'ru' ? '.' : '/';
  const day = [two(date.getUTCDate()), two(date.getUTCMonth() + 1), date.getUTCFullYear()].join(separator);
  return `${day}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

/**
 * An average rating (never negative) to one decimal ("4,5" / "4.5"), rounded half up as `Intl`
 * rounds it: from its shortest decimal form, so 4.45 gives 4.5 where `toFixed` gives 4.4.
 */
export function formatAverage(average: number, locale: Locale): string {
  const tenths = Math.round(Number((average * 10).toPrecision(12)));
  return `${Math.floor(tenths / 10)}${locale === 'ru' ? ',' : '.'}${tenths % 10}`;
}
