import t from 'tap';
import { formatDate, formatDateTime } from '../../../shared/i18n/format.ts';

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
