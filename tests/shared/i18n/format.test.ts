import t from 'tap';
import { formatAverage, formatDate, formatDateTime } from '../../../shared/i18n/format.ts';

t.test(
  'dates use a long month with numeric day and year per locale (docs/product.md#constants)',
  async (t) => {
    t.equal(formatDate('2025-03-14', 'ru'), '14 марта 2025 г.');
    t.equal(formatDate('2025-03-14', 'en'), '14 March 2025');
  },
);

t.test('dates are formatted in UTC so server and browser agree', async (t) => {
  t.equal(formatDate('2025-12-31T23:30:00Z', 'en'), '31 December 2025');
});

t.test('an invalid date renders as an empty string, not "Invalid Date"', async (t) => {
  t.equal(formatDate('not a date', 'ru'), '');
  t.equal(formatDateTime('', 'en'), '');
});

t.test('date-time is numeric', async (t) => {
  t.match(formatDateTime('2025-03-14T09:05:00Z', 'ru'), /^14\.03\.2025,? 09:05$/);
});

/** What the hand-written notation must equal: the platform's own (docs/product.md#constants). */
const INTL = { ru: 'ru-RU', en: 'en-GB' } as const;

t.test(
  'dates and date-times read exactly as Intl writes them, in every month and at day edges',
  async (t) => {
    for (const locale of ['ru', 'en'] as const) {
      const date = new Intl.DateTimeFormat(INTL[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const dateTime = new Intl.DateTimeFormat(INTL[locale], {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      });
      for (let month = 0; month < 12; month++) {
        for (const [day, hour, minute] of [
          [1, 0, 0],
          [9, 9, 5],
          [28, 23, 59],
        ] as const) {
          const at = new Date(Date.UTC(2019 + month, month, day, hour, minute));
          t.equal(formatDate(at, locale), date.format(at), `${locale} ${at.toISOString()}`);
          t.equal(
            formatDateTime(at.toISOString(), locale),
            dateTime.format(at),
            `${locale} ${at.toISOString()}`,
          );
        }
      }
    }
  },
);

t.test('an average rating reads as Intl writes it to one decimal, halves rounded up', async (t) => {
  for (const locale of ['ru', 'en'] as const) {
    const intl = new Intl.NumberFormat(INTL[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let hundredths = 100; hundredths <= 500; hundredths++) {
      const average = hundredths / 100;
      t.equal(formatAverage(average, locale), intl.format(average), `${locale} ${average}`);
    }
    t.equal(formatAverage(10 / 3, locale), intl.format(10 / 3));
  }
  t.equal(formatAverage(4.45, 'ru'), '4,5');
  t.equal(formatAverage(4, 'en'), '4.0');
});
