import t from 'tap';
import { COMMENT_PREVIEW_LENGTH } from '../../../shared/constants.ts';
import { commentPreview } from '../../../shared/logic/comment-preview.ts';
import { isBlankComment } from '../../../shared/logic/comment-text.ts';

const graphemes = (text: string) => [...new Intl.Segmenter('ru', { granularity: 'grapheme' }).segment(text)];

t.test('a comment of at most 150 characters is shown whole', async (t) => {
  const exact = 'ж'.repeat(COMMENT_PREVIEW_LENGTH);
  t.same(commentPreview(exact), { text: exact, cut: false });
  t.same(commentPreview('коротко'), { text: 'коротко', cut: false });
});

t.test('a comment of 151 characters is cut to 150', async (t) => {
  const preview = commentPreview('ж'.repeat(COMMENT_PREVIEW_LENGTH + 1));
  t.equal(preview.cut, true);
  t.equal(preview.text, 'ж'.repeat(COMMENT_PREVIEW_LENGTH));
});

t.test('emoji are whole characters: 151 family emoji give 150 of them and no U+FFFD', async (t) => {
  const family = '👨‍👩‍👧';
  const preview = commentPreview(family.repeat(151));
  t.equal(preview.cut, true);
  t.equal(graphemes(preview.text).length, 150);
  t.ok(graphemes(preview.text).every((part) => part.segment === family));
  t.notMatch(preview.text, /\uFFFD/);
});

t.test('150 emoji of two UTF-16 units each are not cut', async (t) => {
  const text = '🎻'.repeat(150);
  t.equal(text.length, 300, 'longer than 150 in UTF-16 units');
  t.same(commentPreview(text), { text, cut: false });
});

t.test('blank comments: white space and invisible characters only', async (t) => {
  for (const blank of ['', '   ', '\n\t ', '\u200b\u200b', ' \u2060\ufeff ', '\u00a0']) {
    t.ok(isBlankComment(blank), JSON.stringify(blank));
  }
  for (const text of ['а', ' . ', '🎻', '<b></b>']) t.notOk(isBlankComment(text), JSON.stringify(text));
});
