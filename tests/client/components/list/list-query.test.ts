import t from 'tap';
import {
  canonicalListUrl,
  changeList,
  DEFAULT_LIST_STATE,
  listSearch,
  parseListSearch,
  toggleTag,
} from '../../../../client/components/list/list-query.ts';

const parse = (query: string) => parseListSearch(new URLSearchParams(query));

t.test('an empty query is the default state: date, newest first, no tags, first page', async (t) => {
  t.same(parse(''), { state: DEFAULT_LIST_STATE, changed: false, pastEnd: false });
});

t.test('a canonical query reads back exactly and is left alone', async (t) => {
  const parsed = parse('filterBy=popular&orderBy=1&tags=[1,5]&page=2');
  t.same(parsed.state, { filterBy: 'popular', orderBy: 1, tags: [1, 5], page: 2 });
  t.equal(parsed.changed, false);
  t.equal(listSearch(parsed.state), '?filterBy=popular&orderBy=1&tags=[1,5]&page=2');
});

t.test('URL-encoded tags read the same as plain ones', async (t) => {
  const parsed = parse('tags=%5B3%2C7%5D');
  t.same(parsed.state.tags, [3, 7]);
  t.equal(parsed.changed, false);
});

t.test('bad values fall back to the nearest valid state and mark the URL for a redirect', async (t) => {
  const cases: [string, Partial<typeof DEFAULT_LIST_STATE>][] = [
    ['page=-1', { page: 0 }],
    ['page=NaN', { page: 0 }],
    ['page=1e309', { page: 0 }],
    ['page=0x10', { page: 0 }],
    ['page=', { page: 0 }],
    ['page=0', { page: 0 }],
    ['page=007', { page: 7 }],
    ['page=1&page=2', { page: 1 }],
    ['filterBy=rating', { filterBy: 'date' }],
    ['filterBy=date', { filterBy: 'date' }],
    ['orderBy=2', { orderBy: 0 }],
    ['orderBy=0', { orderBy: 0 }],
    ["tags=[1,2]' OR 1=1--", { tags: [] }],
    ['tags={"$gt":""}', { tags: [] }],
    ['tags=[1e400]', { tags: [] }],
    ['tags=[5,1,5]', { tags: [1, 5] }],
    ['tags=[-3,2.5,4]', { tags: [4] }],
    ['tags=[]', { tags: [] }],
  ];
  for (const [query, expected] of cases) {
    const parsed = parse(query);
    t.same(parsed.state, { ...DEFAULT_LIST_STATE, ...expected }, `${query} → nearest state`);
    t.equal(parsed.changed, true, `${query} is not canonical`);
    t.equal(parsed.pastEnd, false, `${query} is not past the end`);
  }
});

t.test('a page number beyond any list is past the end (a 404, no upstream call)', async (t) => {
  t.equal(parse('page=1001').pastEnd, true);
  t.equal(parse('page=99999999').pastEnd, true);
  t.equal(parse('page=1000').pastEnd, false);
});

t.test('at most twenty tag ids are kept', async (t) => {
  const ids = Array.from({ length: 25 }, (_, i) => i + 1);
  t.equal(parse(`tags=${JSON.stringify(ids)}`).state.tags.length, 20);
});

t.test('the canonical URL keeps other parameters and drops defaults', async (t) => {
  const url = new URL('http://x/ru/materials?utm_source=mail&page=-2&filterBy=popular&orderBy=0');
  const { state } = parseListSearch(url.searchParams);
  t.equal(canonicalListUrl(url, state), '/ru/materials?filterBy=popular&utm_source=mail');
  t.equal(canonicalListUrl(new URL('http://x/en/courses?page=0'), DEFAULT_LIST_STATE), '/en/courses');
});

t.test(
  'changing sort, order or tags starts again from the first page (docs/product.md#states)',
  async (t) => {
    const on = { filterBy: 'popular' as const, orderBy: 1 as const, tags: [2], page: 4 };
    t.equal(changeList(on, { orderBy: 0 }).page, 0);
    t.equal(changeList(on, { filterBy: 'date' }).page, 0);
    t.same(toggleTag(on, 9), { ...on, tags: [2, 9], page: 0 });
    t.same(toggleTag(on, 2).tags, []);
    t.equal(listSearch(toggleTag({ ...on, tags: [9] }, 3)), '?filterBy=popular&orderBy=1&tags=[3,9]');
  },
);

t.test('the filter form sent without scripts reads to the same state, marked for a redirect', async (t) => {
  const parsed = parse('filterBy=popular&orderBy=1&tags=7&tags=3');
  t.same(parsed.state, { filterBy: 'popular', orderBy: 1, tags: [3, 7], page: 0 });
  t.equal(parsed.changed, true);
  t.equal(listSearch(parsed.state), '?filterBy=popular&orderBy=1&tags=[3,7]');
  t.same(parse('filterBy=date&tags=5').state, { ...DEFAULT_LIST_STATE, tags: [5] });
});
