import { intlLocale, type Locale } from '../locales.ts';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached(map: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) {
  let format = map.get(locale);
  if (!format) {
    // UTC on both sides, so the server's and the browser's time zones never disagree during hydration.
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    map.set(locale, format);
  }
  return format;
}

/** docs/product.md#constants: long month, numeric day and year (ru-RU / en-GB). */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return cached(dateFormats, locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** docs/product.md#constants: date-time numeric. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return cached(dateTimeFormats, locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
