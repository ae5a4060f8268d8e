import t from 'tap';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

/** [url, the field the 400 must name] — R2's table and the API's own parameters. */
const BAD_QUERIES: [string, string][] = [
  ['/api/materials?lang=de', 'lang'],
  ['/api/materials?lang=', 'lang'],
  ['/api/materials?page=-1', 'page'],
  ['/api/materials?page=NaN', 'page'],
  ['/api/materials?page=1e309', 'page'],
  ['/api/materials?page=0x10', 'page'],
  ['/api/materials?page=', 'page'],
  ['/api/materials?page=1&page=2', 'page'],
  ['/api/materials?page=1001', 'page'],
  ['/api/materials?page=1.5', 'page'],
  ['/api/materials?per_page=0', 'per_page'],
  ['/api/materials?per_page=51', 'per_page'],
  ['/api/materials?per_page=100000', 'per_page'],
  ['/api/courses?orderBy=2', 'orderBy'],
  ['/api/courses?filterBy=name', 'filterBy'],
  ['/api/materials?tags=not-json', 'tags'],
  ['/api/materials?tags=%7B%22%24gt%22%3A%22%22%7D', 'tags'],
  [`/api/materials?tags=${encodeURIComponent("[1,2]' OR 1=1--")}`, 'tags'],
  [`/api/materials?tags=${encodeURIComponent('[1,2]) OR (1=1')}`, 'tags'],
  ['/api/materials?tags=%5B1e400%5D', 'tags'],
  ['/api/materials?tags=%5B1.5%5D', 'tags'],
  ['/api/materials?tags=%5B0%5D', 'tags'],
  ['/api/materials?tags=%5B1%2C1%5D', 'tags'],
  [
    `/api/materials?tags=${encodeURIComponent(JSON.stringify(Array.from({ length: 21 }, (_, i) => i + 1)))}`,
    'tags',
  ],
  ['/api/materials?tags=%5B%221%22%5D', 'tags'],
  ['/api/materials?sort=date', 'sort'],
  ['/api/articles?orderBy=0', 'orderBy'],
  ['/api/tags?lang=fr', 'lang'],
  ['/api/search?lang=ru', 'query'],
  [`/api/search?query=${'a'.repeat(201)}`, 'query'],
  ['/api/search?query=x&limit=0', 'limit'],
  ['/api/search?query=x&limit=51', 'limit'],
  ['/api/materials/Upper-Case', 'slug'],
  ['/api/materials/-leading-dash', 'slug'],
  ['/api/books/chapter/a_b', 'slug'],
  ['/api/pages/about-project?page=1', 'page'],
];

const BAD_POSTS: [string, string, string][] = [
  ['/api/materials/abc/increase-likes', '', 'id'],
  ['/api/materials/0/increase-likes', '', 'id'],
  ['/api/materials/-1/increase-likes', '', 'id'],
  ['/api/materials/99999999999/increase-likes', '', 'id'],
  ['/api/materials/2147483648/increase-likes', '', 'id'],
  ['/api/users/1/increase-likes', '', 'type'],
  ['/api/materials/1/increase-likes', 'lang=de', 'lang'],
  ['/api/materials/1/increase-likes', 'lang=ru&lang=en', 'lang'],
  ['/api/materials/1/increase-likes', 'user_id=5', 'user_id'],
  ['/api/materials/Bad_Slug/increase-share', 'lang=ru', 'slug'],
  ['/api/users/x/increase-share', 'lang=ru', 'type'],
];

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app, db } = await buildTestApi(t, backend);
    const counts = () =>
      db.query(
        `SELECT (SELECT count(*)::int FROM likes) AS likes, (SELECT count(*)::int FROM shares) AS shares,
          (SELECT sum(like_count + share_count)::int FROM materials) AS counters`,
      );
    const before = await counts();

    t.test('every bad query or path value is a 400 naming the field', async (t) => {
      for (const [url, field] of BAD_QUERIES) {
        const response = await app.inject(url);
        t.equal(response.statusCode, 400, url);
        t.match(
          json(response),
          { error: 'validation_failed', field, message: String, requestId: String },
          url,
        );
      }
    });

    t.test('bad like and share requests are 400 naming the field and change nothing', async (t) => {
      for (const [url, payload, field] of BAD_POSTS) {
        const response = await app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        t.equal(response.statusCode, 400, `${url} ${payload}`);
        t.match(json(response), { error: 'validation_failed', field }, `${url} ${payload}`);
      }
      const badVisitor = await app.inject({
        method: 'POST',
        url: '/api/materials/2/increase-likes',
        headers: { 'x-visitor-id': 'a b<script>' },
      });
      t.equal(badVisitor.statusCode, 400);
      t.match(json(badVisitor), { field: 'x-visitor-id' });
      t.same(await counts(), before);
    });

    t.test('a malformed or oversized body is a 4xx with a catalogue code, not a 500', async (t) => {
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/materials/2/increase-likes',
        payload: '{"lang":',
        headers: { 'content-type': 'application/json' },
      });
      t.equal(malformed.statusCode, 400);
      t.match(json(malformed), { error: 'bad_request' });
      const proto = await app.inject({
        method: 'POST',
        url: '/api/materials/2/increase-likes',
        payload: '{"__proto__":{"x":1}}',
        headers: { 'content-type': 'application/json' },
      });
      t.equal(proto.statusCode, 400);
      const big = await app.inject({
        method: 'POST',
        url: '/api/materials/2/increase-likes',
        payload: `lang=ru&pad=${'x'.repeat(20_000)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      t.equal(big.statusCode, 413);
      t.match(json(big), { error: 'payload_too_large' });
      const text = await app.inject({
        method: 'POST',
        url: '/api/materials/2/increase-likes',
        payload: 'lang=ru',
        headers: { 'content-type': 'text/plain' },
      });
      t.equal(text.statusCode, 415);
      t.same(await counts(), before);
    });

    t.test('text PostgreSQL cannot store is a 400 naming the field, never a 503', async (t) => {
      const nul = '\u0000';
      const lone = '\ud800';
      const requests: [string, string, string | undefined, string][] = [
        ['GET', `/api/search?lang=ru&query=${encodeURIComponent(`shtetl${nul}`)}`, undefined, 'query'],
        ['POST', '/api/login', JSON.stringify({ email: `a${nul}@b.org`, password: 'x' }), 'email'],
        ['POST', '/api/login', String.raw`{"email":"a\ud800@b.org","password":"x"}`, 'email'],
        [
          'POST',
          '/api/password/forgot',
          JSON.stringify({ email: `a${nul}@b.org`, flow: 'f'.repeat(43) }),
          'email',
        ],
        [
          'POST',
          '/api/register',
          JSON.stringify({ email: 'nul@b.org', password: 'menorah-7-lights', name: `Ann${nul}` }),
          'name',
        ],
        ['POST', '/api/user/profile', JSON.stringify({ city: `Vilnius${lone}` }), 'city'],
        ['POST', '/api/materials/winter-tree/', `content=${encodeURIComponent(`hi${nul}`)}`, 'content'],
      ];
      for (const [method, url, payload, field] of requests) {
        const response = await app.inject({
          method: method as 'GET' | 'POST',
          url,
          payload,
          headers: {
            'content-type': payload?.startsWith('{')
              ? 'application/json'
              : 'application/x-www-form-urlencoded',
          },
        });
        t.equal(response.statusCode, 400, `${method} ${url}`);
        t.match(json(response), { error: 'validation_failed', field }, `${method} ${url}`);
      }
    });

    t.test('JSON declared in a charset other than UTF-8 is refused with 415', async (t) => {
      for (const charset of ['iso-8859-1', '"windows-1251"', 'utf-16']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/materials/2/increase-likes',
          payload: '{"lang":"ru"}',
          headers: { 'content-type': `application/json; charset=${charset}` },
        });
        t.equal(response.statusCode, 415, charset);
        t.match(json(response), { error: 'unsupported_media_type', requestId: String }, charset);
      }
      const utf8 = await app.inject({
        method: 'POST',
        url: '/api/materials/2/increase-likes',
        payload: '{"lang":"ru"}',
        headers: { 'content-type': 'application/json; charset="UTF-8"' },
      });
      t.equal(utf8.statusCode, 200, 'UTF-8, however spelled, is JSON');
    });

    t.test('a 5 000-character slug is a 404 without reaching a handler', async (t) => {
      const response = await app.inject(`/api/materials/${'a'.repeat(5000)}`);
      t.equal(response.statusCode, 404);
      t.match(json(response), { error: 'not_found' });
    });
  });
}
