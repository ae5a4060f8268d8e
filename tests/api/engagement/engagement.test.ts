import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

type Counted = { success: boolean; like_count?: number; share_count?: number };

function post(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: 'lang=ru',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

// Five databases per backend: more than the suite's 120 s when the machine is busy.
t.setTimeout(360_000);

for (const backend of backends()) {
  t.test(backend, async (t) => {
    // One database for the tests that touch items of their own; the others need a clean slate.
    const shared = await buildTestApi(t, backend);

    t.test('a like counts once per browser; people behind one address each count', async (t) => {
      const { app, db } = shared;
      const [material] = await db.query<{ id: number }>(
        "SELECT id FROM materials WHERE slug = 'klezmer-notes'",
      );
      const like = async (visitor: string | undefined, ip: string) => {
        const headers: Record<string, string> = { 'x-forwarded-for': ip };
        if (visitor) headers['x-visitor-id'] = visitor;
        const response = await post(app, `/api/materials/${material?.id}/increase-likes`, headers);
        t.equal(response.statusCode, 200);
        return json<Counted>(response);
      };
      t.same(await like('visitor-aaaaaaaa', '203.0.113.1'), { success: true, like_count: 1 });
      t.same(
        await like('visitor-aaaaaaaa', '203.0.113.2'),
        { success: false, like_count: 1 },
        'same browser, other IP',
      );
      t.same(
        await like('visitor-bbbbbbbb', '203.0.113.1'),
        { success: true, like_count: 2 },
        'another browser behind the same address counts',
      );
      t.same(
        await like('visitor-bbbbbbbb', '203.0.113.1'),
        { success: false, like_count: 2 },
        'and only once',
      );
      t.same(
        await like(undefined, '203.0.113.1'),
        { success: true, like_count: 3 },
        'a caller with no cookie votes as its address',
      );
      t.same(await like(undefined, '203.0.113.1'), { success: false, like_count: 3 }, 'once');
      t.same(await like(undefined, '203.0.113.3'), { success: true, like_count: 4 }, 'no cookie, new IP');
      t.same(await like('visitor-cccccccc', '2001:db8::1'), { success: true, like_count: 5 });
      const [row] = await db.query<{ likes: number; counter: number }>(
        `SELECT (SELECT count(*)::int FROM likes WHERE item_type = 'materials' AND item_id = $1) AS likes,
           (SELECT like_count FROM materials WHERE id = $1) AS counter`,
        [material?.id],
      );
      t.same(row, { likes: 5, counter: 5 }, 'the counter equals the like rows');
    });

    t.test('20 parallel likes by one visitor add exactly one', async (t) => {
      const { app, db } = shared;
      const [material] = await db.query<{ id: number }>(
        "SELECT id FROM materials WHERE slug = 'winter-tree'",
      );
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(app, `/api/materials/${material?.id}/increase-likes`, {
            'x-visitor-id': 'visitor-parallel',
            'x-forwarded-for': `198.51.100.${i + 1}`,
          }),
        ),
      );
      const bodies = responses.map((r) => json<Counted>(r));
      t.same(
        responses.map((r) => r.statusCode),
        Array(20).fill(200),
      );
      t.equal(bodies.filter((b) => b.success).length, 1);
      t.ok(bodies.every((b) => b.like_count === 1));
      const [row] = await db.query<{ like_count: number }>('SELECT like_count FROM materials WHERE id = $1', [
        material?.id,
      ]);
      t.equal(row?.like_count, 1);
    });

    t.test(
      'parallel likes from one IP with different cookies stop at the per-item flood limit',
      async (t) => {
        const { app, db } = await buildTestApi(t, backend, { LIKES_PER_IP_PER_ITEM_PER_DAY: '5' });
        const [course] = await db.query<{ id: number }>("SELECT id FROM courses WHERE slug = 'music-course'");
        const responses = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            post(app, `/api/courses/${course?.id}/increase-likes`, {
              'x-visitor-id': `visitor-${String(i).padStart(8, '0')}`,
            }),
          ),
        );
        t.equal(responses.filter((r) => r.statusCode === 200 && json<Counted>(r).success).length, 5);
        const refused = responses.filter((r) => r.statusCode === 429);
        t.equal(refused.length, 7, 'the rest are refused, saying why');
        t.match(json(refused[0] as { body: string }), { error: 'rate_limited' });
        t.ok(Number(refused[0]?.headers['retry-after']) <= 86_400, 'with the wait until the day ends');
        const [row] = await db.query<{ like_count: number }>('SELECT like_count FROM courses WHERE id = $1', [
          course?.id,
        ]);
        t.equal(row?.like_count, 5);
      },
    );

    t.test(
      'likes whose request had no cookie count once per address, item and day; the browser keeps its like',
      async (t) => {
        const { app, db } = shared;
        const [material] = await db.query<{ id: number }>(
          "SELECT id FROM materials WHERE slug = 'literature-memory'",
        );
        const url = `/api/materials/${material?.id}/increase-likes`;
        // What the web tier sends for a request without the like cookie: an id made for it, marked new.
        const cookieless = (i: number, ip: string) =>
          post(app, url, {
            'x-forwarded-for': ip,
            'x-visitor-id': `cookieless-${String(i).padStart(8, '0')}`,
            'x-visitor-new': '1',
          });
        const answers = [];
        for (let i = 0; i < 20; i++) answers.push(json<Counted>(await cookieless(i, '203.0.113.40')));
        t.equal(answers.filter((a) => a.success).length, 1, 'twenty likes dropping the cookie add one');
        t.same(answers.at(-1), { success: false, like_count: 1 }, 'the others answer the unchanged count');
        t.same(
          json<Counted>(await cookieless(99, '203.0.113.41')),
          { success: true, like_count: 2 },
          'another address counts',
        );
        const withCookie = (visitor: string) =>
          post(app, url, { 'x-forwarded-for': '203.0.113.40', 'x-visitor-id': visitor });
        t.same(
          json<Counted>(await withCookie('cookieless-00000000')),
          { success: false, like_count: 2 },
          'the browser whose first like came without its cookie, now with it: still one like',
        );
        t.same(
          json<Counted>(await withCookie('a-browser-with-cookie')),
          { success: true, like_count: 3 },
          'a browser with its cookie at the same address counts, as before',
        );
        const state = await app.inject({
          method: 'GET',
          url: `/api/materials/${material?.id}/like-state`,
          headers: { 'x-visitor-id': 'cookieless-00000000' },
        });
        t.same(json(state), { liked: true }, "the first like is that browser's after a reload");
      },
    );

    t.test('every content type can be liked; the counter feeds popular sorting', async (t) => {
      const { app, db } = await buildTestApi(t, backend);
      for (const [type, table, slug] of [
        ['courses', 'courses', 'music-course'],
        ['articles', 'articles', 'letters-home'],
        ['books', 'books', 'torah-stories'],
        ['places', 'places', 'vilnius'],
      ]) {
        const [item] = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE slug = $1`, [slug]);
        const response = await post(app, `/api/${type}/${item?.id}/increase-likes`);
        t.same(json(response), { success: true, like_count: 1 }, String(type));
      }
      const popular = json<{ courses: { slug: string }[] }>(
        await app.inject('/api/courses?filterBy=popular'),
      );
      t.equal(popular.courses[0]?.slug, 'music-course');
    });

    t.test('liking a missing or draft item is 404 and leaves no row', async (t) => {
      const { app, db } = shared;
      const [draft] = await db.query<{ id: number }>("SELECT id FROM materials WHERE slug = 'hidden-draft'");
      for (const url of [
        `/api/materials/${draft?.id}/increase-likes`,
        '/api/materials/99999/increase-likes',
        '/api/articles/99999/increase-likes',
      ]) {
        const response = await post(app, url);
        t.equal(response.statusCode, 404, url);
        t.match(json(response), { error: 'not_found' });
      }
      t.same(
        await db.query(
          `SELECT count(*)::int AS n FROM likes
          WHERE (item_type = 'materials' AND item_id IN ($1, 99999)) OR (item_type = 'articles' AND item_id = 99999)`,
          [draft?.id],
        ),
        [{ n: 0 }],
      );
    });

    t.test('a share counts once per item per IP an hour', async (t) => {
      const { app, db } = await buildTestApi(t, backend);
      const share = async (url: string, ip: string) =>
        json<Counted>(await post(app, url, { 'x-forwarded-for': ip }));
      t.same(await share('/api/materials/odesa-humour/increase-share', '203.0.113.7'), {
        success: true,
        share_count: 1,
      });
      t.same(await share('/api/materials/odesa-humour/increase-share', '203.0.113.7'), {
        success: false,
        share_count: 1,
      });
      t.same(await share('/api/materials/odesa-humour/increase-share', '203.0.113.8'), {
        success: true,
        share_count: 2,
      });
      t.same(await share('/api/courses/reading-course/increase-share', '203.0.113.7'), {
        success: true,
        share_count: 1,
      });
      t.same(await share('/api/books/shtetl-history/increase-share', '203.0.113.7'), {
        success: true,
        share_count: 1,
      });
      const missing = await post(app, '/api/materials/hidden-draft/increase-share');
      t.equal(missing.statusCode, 404);
      const popular = json<{ materials: { slug: string }[] }>(
        await app.inject('/api/materials?filterBy=popular'),
      );
      t.equal(popular.materials[0]?.slug, 'odesa-humour', 'shares count as popularity');
      const [row] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM shares WHERE item_type = 'materials'",
      );
      t.equal(row?.n, 2);
    });

    t.test('x-forwarded-for is believed only from a trusted proxy', async (t) => {
      const { app, db } = await buildTestApi(t, backend, { API_TRUST_PROXY: 'false' });
      const [material] = await db.query<{ id: number }>(
        "SELECT id FROM materials WHERE slug = 'odesa-humour'",
      );
      const url = `/api/materials/${material?.id}/increase-likes`;
      t.same(json(await post(app, url, { 'x-forwarded-for': '203.0.113.1' })), {
        success: true,
        like_count: 1,
      });
      t.same(
        json(await post(app, url, { 'x-forwarded-for': '203.0.113.2' })),
        { success: false, like_count: 1 },
        'a rotated forwarded address does not make a new voter',
      );
    });
  });
}
