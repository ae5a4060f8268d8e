import t from 'tap';
import { graphemes } from '../../../shared/logic/graphemes.ts';

const segmented = (text: string) =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (part) => part.segment,
  );

t.test('plain Latin, Cyrillic and Greek text splits exactly as the segmenter splits it', async (t) => {
  const samples = [
    'Мир местечка: рынок, баня, дом учения — «штетл» №1!',
    'Shtetl life, 1890–1939… €5 ™',
    'Ἀλέξανδρος and ÿ, Ǆ, ʼ',
    'Ёлка, ёж, Ђ, Ї, ԯ',
    '',
  ];
  for (const sample of samples) t.same(graphemes(sample), segmented(sample), sample || 'empty text');
});

t.test('text with joining characters keeps every cluster whole', async (t) => {
  const samples = [
    'е\u0301сли', // a combining accent
    'семья 👨‍👩‍👧 и 🇮🇱', // a zero-width-joiner family and a flag
    'שָׁלוֹם', // Hebrew points
    'café\r\nnext', // CR LF is one cluster
    'ก้ำ', // Thai marks
  ];
  for (const sample of samples) t.same(graphemes(sample), segmented(sample), sample);
});
