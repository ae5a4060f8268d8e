import t from 'tap';
import { clipLine, clipRing, ringArea } from '../../../../client/features/map/basemap-build.ts';
import {
  mapHref,
  mapSearch,
  PLACES_FILTER_MAX,
  parseMapSearch,
  TANAKH_PARTS,
  toggleTag,
} from '../../../../client/features/map/map-query.ts';
import { plainText } from '../../../../client/features/map/plain-text.ts';
import * as schemas from '../../../../shared/schemas/content.ts';

const parse = (query: string) => parseMapSearch(new URLSearchParams(query));

t.test('the browser copies of the schema values equal the schema', async (t) => {
  t.same(TANAKH_PARTS, schemas.TANAKH_PARTS);
  t.equal(PLACES_FILTER_MAX, schemas.PLACES_FILTER_MAX);
});

t.test('a canonical query reads back unchanged', async (t) => {
  for (const query of [
    '',
    'part=torah',
    'places=lviv,vilnius',
    'tags=%5B1%2C7%5D',
    'part=ketuvim&places=uman&tags=%5B6%5D',
  ]) {
    const { state, changed } = parse(query);
    t.notOk(changed, query);
    t.equal(mapSearch(state), query ? `?${query}` : '', query);
  }
});

t.test('invalid or non-canonical input is read to the nearest valid state and flagged', async (t) => {
  t.same(parse('part=prophets'), { state: { part: null, tags: [], places: [] }, changed: true });
  t.same(parse('tags=[7,1,1]').state.tags, [1, 7]);
  t.ok(parse('tags=[7,1,1]').changed);
  t.same(parse('tags=oops'), { state: { part: null, tags: [], places: [] }, changed: true });
  t.same(parse('places=vilnius,lviv,Bad_Slug,lviv').state.places, ['lviv', 'vilnius']);
  t.ok(parse('places=vilnius,lviv').changed, 'slugs are kept sorted');
  t.ok(parse('part=torah&part=ketuvim').changed);
  t.equal(parse('part=torah&part=ketuvim').state.part, 'torah');
  t.notOk(parse('utm_source=x').changed, 'parameters the page does not read are left alone');
});

t.test('links: the map address of a state, and a direction toggled on and off', async (t) => {
  t.equal(mapHref('en'), '/en/map');
  t.equal(mapHref('ru', { part: 'torah', tags: [3] }), '/ru/map?part=torah&tags=%5B3%5D');
  const on = toggleTag({ part: null, tags: [7], places: [] }, 3);
  t.same(on.tags, [3, 7]);
  t.same(toggleTag(on, 7).tags, [3]);
});

t.test('a snippet as plain text: tags dropped, entities decoded, spaces collapsed', async (t) => {
  t.equal(
    plainText('<p>Город <em>ярмарок</em> &amp; банков&nbsp;— &#171;Иерусалим&#x BB;</p>'),
    'Город ярмарок & банков — «Иерусалим&#x BB;',
  );
  t.equal(plainText('<p>One</p>\n<p>two</p>'), 'One two');
});

t.test('basemap geometry: rings and lines are cut to the box', async (t) => {
  const box = [0, 0, 10, 10] as const;
  const square = [
    [-5, -5],
    [5, -5],
    [5, 5],
    [-5, 5],
    [-5, -5],
  ];
  const clipped = clipRing(square, box);
  t.ok(clipped);
  t.equal(ringArea(clipped ?? []), 25, 'the quarter inside the box');
  t.equal(
    clipRing(
      [
        [20, 20],
        [30, 20],
        [30, 30],
        [20, 20],
      ],
      box,
    ),
    null,
    'a ring outside is dropped',
  );
  t.same(
    clipLine(
      [
        [-5, 5],
        [5, 5],
        [15, 5],
        [15, 8],
        [5, 8],
      ],
      box,
    ),
    [
      [
        [0, 5],
        [5, 5],
        [10, 5],
      ],
      [
        [10, 8],
        [5, 8],
      ],
    ],
    'a line leaving and coming back is two lines, ending on the edge',
  );
});
