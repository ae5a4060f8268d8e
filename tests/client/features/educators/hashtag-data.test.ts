/**
 * The tool's pure helpers (docs/product.md#screens, docs/product.md#content-model, docs/product.md#validation): results flattened with each item's type set to its
 * group's title, `?tags=` read leniently (junk, duplicates and excess dropped), a chosen tag chosen
 * again removed, and the results address written back.
 */
import t from 'tap';
import {
  flattenGroups,
  parseTagsParam,
  resultsSearch,
  toggleTag,
} from '../../../../client/features/educators/hashtag-data.ts';

const item = (id: number) => ({
  id,
  title: `t${id}`,
  link: `/ru/materials/m${id}`,
  hashtags: [],
  searchdata: { chapters: [] },
  created_at: '2025-01-01',
});

t.test('flattening sets each item type to its group title, in group order', async (t) => {
  const flat = flattenGroups([
    { title: 'Материал', items: [item(1), item(2)] },
    { title: 'Курс', items: [item(3)] },
  ]);
  t.same(
    flat.map((i) => [i.id, i.type]),
    [
      [1, 'Материал'],
      [2, 'Материал'],
      [3, 'Курс'],
    ],
  );
});

t.test('?tags= keeps distinct positive ids in order and drops the rest', async (t) => {
  t.same(parseTagsParam('3,1,3, 7 ,x,-2,0,01,99999999999'), [3, 1, 7]);
  t.same(parseTagsParam(null), []);
  t.same(parseTagsParam(''), []);
  t.same(parseTagsParam(Array.from({ length: 25 }, (_, i) => i + 1).join(',')).length, 20);
});

t.test('choosing a chosen tag removes it; a new one is added at the end', async (t) => {
  const a = { id: 1, name: 'a' };
  const b = { id: 2, name: 'b' };
  t.same(toggleTag([a], b), [a, b]);
  t.same(toggleTag([a, b], a), [b]);
  t.same(resultsSearch([4, 2]), '?tags=4,2');
  t.equal(resultsSearch([]), '');
});
