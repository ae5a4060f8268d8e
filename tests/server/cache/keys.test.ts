import t from 'tap';
import { cacheKey, entityTags, invalidatedTags, normalizeInput } from '../../../server/cache/keys.ts';
import { callsById } from '../../../shared/contract/index.ts';
import { courseAnswer, materialAnswer, materialsListAnswer, searchAnswer } from '../helpers/fixtures.ts';

function call(id: string) {
  const found = callsById.get(id);
  if (!found) throw new Error(id);
  return found;
}

function parsed(id: string, query: Record<string, string>, params?: Record<string, string>) {
  const def = call(id);
  return normalizeInput({
    params: params && def.params ? (def.params.parse(params) as Record<string, unknown>) : undefined,
    query: def.query ? (def.query.parse(query) as Record<string, unknown>) : undefined,
  });
}

t.test('equal queries give one key whatever their order, defaults and tag order', async (t) => {
  const list = call('materials.list');
  const a = cacheKey(list, parsed('materials.list', { tags: '[3,1,2]', page: '0', lang: 'ru' }));
  const b = cacheKey(list, parsed('materials.list', { lang: 'ru', tags: '[1,2,3]' }));
  t.equal(a, b);
  t.match(a, /^materials\.list:ru:/);
  t.notOk(a.includes('lang='), 'the locale is the key prefix, not a parameter');
});

t.test('different locales, items and pages give different keys', async (t) => {
  const item = call('materials.item');
  const keys = new Set([
    cacheKey(item, parsed('materials.item', { lang: 'ru' }, { slug: 'a' })),
    cacheKey(item, parsed('materials.item', { lang: 'en' }, { slug: 'a' })),
    cacheKey(item, parsed('materials.item', { lang: 'ru' }, { slug: 'b' })),
    cacheKey(call('materials.list'), parsed('materials.list', { page: '1' })),
    cacheKey(call('materials.list'), parsed('materials.list', { page: '2' })),
  ]);
  t.equal(keys.size, 5);
});

t.test('tags name the item an answer shows and every item of its lists', async (t) => {
  const material = materialAnswer(7, 'golem-legend', 'Голем');
  material.other_courses = [
    { ...courseAnswer(3, 'legends', 'Легенды'), materials_count: 0, materials_sum_time: 0 },
  ];
  const tags = entityTags(call('materials.item'), material);
  t.ok(tags.includes('materials#7'));
  t.ok(tags.includes('materials@golem-legend'));
  t.ok(tags.includes('courses#3'));
  const list = entityTags(call('materials.list'), materialsListAnswer(new Map([['a', 'A']])));
  t.same(list.sort(), ['materials#1', 'materials@a']);
  t.same(entityTags(call('tags.list'), { main_tags: [{ id: 1 }], additional_tags: [] }), []);
});

t.test('a search answer is tagged with every item it lists, so a review or a like drops it', async (t) => {
  const answer = {
    ...searchAnswer('голем'),
    search_materials: [{ id: 7, slug: 'golem-legend' }],
    search_courses: [{ id: 3, slug: 'legends' }],
  };
  const tags = entityTags(call('search.query'), answer);
  t.ok(tags.includes('materials@golem-legend'), 'the slug a review of the material drops');
  t.ok(tags.includes('materials#7'), 'the id a like drops');
  t.ok(tags.includes('courses@legends'));
  t.same(invalidatedTags(call('reviews.save'), { type: 'materials', slug: 'golem-legend' }), [
    'materials@golem-legend',
  ]);
});

t.test('a like or a share names the item it changed, from its validated path params', async (t) => {
  t.same(invalidatedTags(call('likes.increase'), { type: 'materials', id: 7 }), ['materials#7']);
  t.same(invalidatedTags(call('shares.increase'), { type: 'courses', slug: 'legends' }), ['courses@legends']);
  t.same(invalidatedTags(call('tags.list'), {}), []);
});
