import t from 'tap';
import { detectLocale, localeFromAcceptLanguage } from '../../../shared/i18n/locale-detect.ts';

t.test('a locale prefix wins over the cookie and the browser', async (t) => {
  t.equal(detectLocale('/en/materials', 'ru', 'ru-RU'), 'en');
  t.equal(detectLocale('/ru', 'en', 'en-GB'), 'ru');
});

t.test('the books area uses the cookie, then Accept-Language, then ru', async (t) => {
  t.equal(detectLocale('/books', 'en', 'ru'), 'en');
  t.equal(detectLocale('/books', null, 'de-DE,en;q=0.8,ru;q=0.5'), 'en');
  t.equal(detectLocale('/books', 'fr', 'de'), 'ru');
});

t.test('a books-area address that names its language wins over the cookie and the browser', async (t) => {
  t.equal(detectLocale('/books', 'ru', 'ru', '?lang=en'), 'en');
  t.equal(detectLocale('/books/chapter/x', 'en', 'en', '?page=1&lang=ru'), 'ru');
  t.equal(detectLocale('/books', 'en', 'ru', '?lang=fr'), 'en', 'a language that is not one is ignored');
  t.equal(detectLocale('/ru', null, null, '?lang=en'), 'ru', 'a locale prefix still wins');
});

t.test('Accept-Language honours q values and ignores q=0', async (t) => {
  t.equal(localeFromAcceptLanguage('ru;q=0.2, en;q=0.9'), 'en');
  t.equal(localeFromAcceptLanguage('en;q=0, ru;q=0.1'), 'ru');
  t.equal(localeFromAcceptLanguage('garbage;;q=x'), null);
});
