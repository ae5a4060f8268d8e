/** Tag ids in an address: what the lists, the map and the search keep of a `tags` JSON array. */
import t from 'tap';
import { MAX_TAG_ID, parseTagIds } from '../../../client/data/tag-query.ts';
import { LIMITS } from '../../../shared/constants.ts';

t.test('valid ids come back sorted and distinct; junk is dropped', async (t) => {
  t.same(parseTagIds('[3,1,3,2]'), [1, 2, 3]);
  t.same(parseTagIds(`[0,-1,1.5,"4",${MAX_TAG_ID + 1},${MAX_TAG_ID}]`), [MAX_TAG_ID]);
  t.same(parseTagIds('[]'), []);
});

t.test('no more than the tag limit', async (t) => {
  const many = Array.from({ length: LIMITS.tagsMax + 5 }, (_, i) => i + 1);
  t.equal(parseTagIds(JSON.stringify(many))?.length, LIMITS.tagsMax);
});

t.test('anything but a JSON array is no list at all', async (t) => {
  t.equal(parseTagIds('1,2'), null);
  t.equal(parseTagIds('{"a":1}'), null);
  t.equal(parseTagIds('[1'), null);
});
