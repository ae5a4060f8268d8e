import t from 'tap';
import { foldWord, searchTerms } from '../../../api/search/terms.ts';

t.test('the last word of plain text becomes a folded prefix, the rest stays as typed', async (t) => {
  t.same(searchTerms('Одесский Юмо'), {
    text: 'Одесский Юмо',
    head: 'Одесский ',
    last: 'Юмо',
    prefix: "'юмо':*",
    trigram: true,
    alternatives: [{ text: 'odesskiy yumo', head: 'odesskiy ', last: 'yumo', prefix: "'yumo':*" }],
    words: ['одесский', 'юмо'],
  });
  t.match(searchTerms('ёлк'), { prefix: "'елк':*" });
  t.match(searchTerms('Café'), { prefix: "'cafe':*" });
  t.equal(foldWord('Йод'), 'йод', 'й keeps its breve');
});

t.test('no prefix for short words, finished words or websearch operators', async (t) => {
  t.match(searchTerms('ли'), { prefix: null, head: '' });
  t.match(searchTerms('литература.'), { prefix: null });
  t.match(searchTerms('юмор -ирония'), { prefix: null, trigram: false });
  t.match(searchTerms('"одесский юмор'), { prefix: null, trigram: false });
  t.match(searchTerms('юмор or ирония'), { prefix: null, trigram: false });
});

t.test('only letters and digits ever reach the tsquery prefix', async (t) => {
  for (const text of ["a' | b:*", "x'y", 'слово\\', 'a&b!c']) {
    const prefix = searchTerms(text)?.prefix;
    if (prefix !== null && prefix !== undefined) t.match(prefix, /^'[\p{L}\p{N}]+':\*$/u, text);
    else t.pass(`${text}: no prefix`);
  }
});

t.test('text without a letter or digit needs no query', async (t) => {
  t.equal(searchTerms("' ; -- * :* & | ! % _ \\"), null);
  t.equal(searchTerms(''), null);
});

t.test('trigram matching is for plain text of a sensible length', async (t) => {
  t.match(searchTerms('ab'), { trigram: false });
  t.match(searchTerms('литератра'), { trigram: true });
  t.match(searchTerms('слово '.repeat(20)), { trigram: false });
});

t.test('the text in the other alphabet is a spelling of its own, with its own prefix', async (t) => {
  t.match(searchTerms('sholom'), { alternatives: [{ text: 'шолом', prefix: "'шолом':*" }] });
  t.match(searchTerms('штетл -рынок'), {
    prefix: null,
    alternatives: [{ text: 'shtetl -rynok', prefix: null }],
  });
  t.same(searchTerms('1945')?.alternatives, [], 'digits have no other spelling');
});

t.test('the words of the text are folded for the typo fallback', async (t) => {
  t.same(searchTerms('Шлемазл Ёлка, café')?.words, ['шлемазл', 'елка', 'cafe']);
});
