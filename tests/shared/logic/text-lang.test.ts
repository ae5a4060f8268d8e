import t from 'tap';
import { fallbackLang, typedTextLang } from '../../../shared/logic/text-lang.ts';

t.test('Cyrillic a reader typed is marked Russian on an English page', async (t) => {
  t.equal(typedTextLang('Ривка', 'en'), 'ru');
  t.equal(typedTextLang('Штетл, 7 класс', 'en'), 'ru');
  t.equal(typedTextLang('shtetl 7B', 'en'), undefined, 'Latin is the page’s own');
});

t.test('nothing is marked on a Russian page', async (t) => {
  t.equal(typedTextLang('Ривка', 'ru'), undefined);
  t.equal(typedTextLang('Rivka', 'ru'), undefined, 'Latin may be a name as well as English');
});

t.test("an item's Russian fallback is marked Russian, a translated one not at all", async (t) => {
  t.equal(fallbackLang(true), 'ru');
  t.equal(fallbackLang(false), undefined);
  t.equal(fallbackLang(undefined), undefined, 'an answer that does not say counts as translated');
});
