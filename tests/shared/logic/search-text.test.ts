import t from 'tap';
import { normalizeSearchText, transliterations } from '../../../shared/logic/search-text.ts';

t.test('a query has one normal form: NFC, trimmed, single spaces, lower case', async (t) => {
  t.equal(normalizeSearchText('  Одесский \t  ЮМОР\n'), 'одесский юмор');
  t.equal(normalizeSearchText('Cafe\u0301'), 'café', 'a combining accent is composed');
  t.equal(normalizeSearchText('"Шолом" -OR'), '"шолом" -or', 'websearch syntax is kept');
});

t.test('Latin letters are read as Russian words (the common system)', async (t) => {
  t.same(transliterations('sholom'), ['шолом']);
  t.same(transliterations('shtetl'), ['штетл']);
  t.same(transliterations('Mestechko')[0], 'местечко');
  t.same(transliterations('zhizn'), ['жизн']);
  t.same(transliterations('yarmarka'), ['ярмарка']);
  t.same(transliterations('tsimes'), ['цимес']);
});

t.test('Yiddish readings give a second spelling: ch as х, doubled consonants as one', async (t) => {
  t.same(transliterations('Sholem Aleichem'), ['шолем алейчем', 'шолем алейхем']);
  t.same(transliterations('yiddish'), ['иддиш', 'идиш']);
  t.same(transliterations('oy vey'), ['ой вей'], 'y after a vowel is й');
});

t.test(
  'in the second spelling, l before a consonant is soft, as in Russian spellings of Yiddish names',
  async (t) => {
    t.same(transliterations('mandelshtam'), ['манделштам', 'мандельштам']);
    t.same(transliterations('altman'), ['алтман', 'альтман']);
    t.same(transliterations('shtetl'), ['штетл'], 'a final l stays hard');
  },
);

t.test('Cyrillic is written in Latin letters, with the h and tz readings as a second spelling', async (t) => {
  t.same(transliterations('штетл'), ['shtetl']);
  t.same(transliterations('хасид'), ['khasid', 'hasid']);
  t.same(transliterations('цимес'), ['tsimes', 'tzimes']);
  t.same(transliterations('ёлка'), ['yolka']);
});

t.test('mixed text is written wholly in each alphabet; operators and digits stay', async (t) => {
  t.same(transliterations('shtetl жизнь'), ['штетл жизнь', 'shtetl zhizn']);
  t.same(transliterations('юмор -ирония'), ['yumor -ironiya']);
  t.same(transliterations('1945'), []);
  t.same(transliterations('!!!'), []);
});
