/**
 * Following and the "new for you" shelf (docs/follows.md): a reader follows a tag, an author or a
 * course that exists, always as the session's user; the list names them in the page's language; the
 * shelf shows what appeared since the previous visit in what they follow, newest first, each with why.
 */
import t from 'tap';
import { backends, idOf, postJson, reader, readerApi } from '../engagement/helpers/reader.ts';

type News = {
  since: string | null;
  following: boolean;
  items: {
    type: string;
    appeared: string;
    reason: { kind: string; label: string };
    material?: { slug: string };
    course?: { slug: string };
  }[];
};

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend);
    const { app, db } = api;
    // Everything old, so each test says what is new.
    await db.query("UPDATE materials SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    await db.query("UPDATE courses SET created_at = '2024-01-01', publication_date = '2024-01-01'");
    const [music] = await db.query<{ id: number }>("SELECT id FROM tags WHERE slug = 'music'");
    const musicId = String(music?.id);
    const course = await idOf(api, 'materials', 'klezmer-notes').then(() =>
      idOf(api, 'courses', 'reading-course'),
    );
    const anna = await reader(api, 'follow-anna@example.org', 'Анна');
    const boris = await reader(api, 'follow-boris@example.org', 'Борис');
    const follow = (kind: string, target: string, headers = anna.headers, action = 'add') =>
      postJson(app, `/api/user/follows/${action}`, { kind, target }, headers);
    const get = async (url: string, headers = anna.headers) =>
      app
        .inject({ method: 'GET', url, headers })
        .then((answer) => ({ status: answer.statusCode, body: answer.json() }));

    t.test('a guest cannot follow or read a shelf', async (t) => {
      t.equal((await follow('tag', musicId, {})).statusCode, 401);
      t.equal((await get('/api/user/new-for-you?lang=en', {})).status, 401);
    });

    t.test('a tag, an author and a course are followed once each and listed with their names', async (t) => {
      t.same((await follow('tag', musicId)).json(), { success: true, following: true });
      t.equal((await follow('tag', musicId)).statusCode, 200, 'following twice is one follow');
      t.equal((await follow('author', 'Lev Kaplan')).statusCode, 200);
      t.equal((await follow('course', String(course))).statusCode, 200);
      const en = await get('/api/user/follows?lang=en');
      t.same(
        en.body.follows.map((f: { kind: string; label: string }) => [f.kind, f.label]),
        [
          ['tag', 'Music'],
          ['author', 'Lev Kaplan'],
          ['course', 'A reading course'],
        ].map(([kind, label]) => [kind, label]),
      );
      t.equal(en.body.digest, 'weekly', 'the digest is weekly until the reader chooses');
      const ru = await get('/api/user/follows?lang=ru');
      t.equal(ru.body.follows[0].label, 'Музыка');
      t.same((await get('/api/user/follows?lang=en', boris.headers)).body.follows, [], 'only their own');
      t.same((await follow('author', 'Lev Kaplan', anna.headers, 'remove')).json(), {
        success: true,
        following: false,
      });
      t.equal((await get('/api/user/follows?lang=en')).body.follows.length, 2);
    });

    t.test('an author is one follow under their name in either language', async (t) => {
      await follow('author', 'Lev Kaplan', boris.headers);
      await follow('author', 'Лев Каплан', boris.headers);
      const ru = (await get('/api/user/follows?lang=ru', boris.headers)).body.follows;
      t.equal(ru.length, 1, 'following the Russian name too is the same follow');
      t.equal(ru[0].label, 'Лев Каплан', 'named in the page language');
      t.same([...ru[0].aliases].sort(), ['Lev Kaplan', 'Лев Каплан']);
      await follow('author', 'Лев Каплан', boris.headers, 'remove');
      t.same(
        (await get('/api/user/follows?lang=en', boris.headers)).body.follows,
        [],
        'let go by either name',
      );
    });

    t.test('what does not exist cannot be followed, and a tag is named by its id', async (t) => {
      t.equal((await follow('tag', '999999')).statusCode, 404);
      t.equal((await follow('author', 'Nobody Writes This')).statusCode, 404);
      t.equal((await follow('tag', 'music')).statusCode, 400);
      t.equal((await follow('place', '1')).statusCode, 400);
      const [draft] = await db.query<{ id: number }>("SELECT id FROM courses WHERE status = 'draft' LIMIT 1");
      if (draft) t.equal((await follow('course', String(draft.id))).statusCode, 404);
    });

    t.test('the digest setting is the reader’s to choose', async (t) => {
      const set = await postJson(app, '/api/user/follows/digest', { digest: 'daily' }, anna.headers);
      t.same(set.json(), { success: true, digest: 'daily' });
      t.equal((await get('/api/user/follows?lang=en')).body.digest, 'daily');
      t.equal(
        (await postJson(app, '/api/user/follows/digest', { digest: 'hourly' }, anna.headers)).statusCode,
        400,
      );
    });

    t.test('a reader who follows nothing gets an empty shelf that says so', async (t) => {
      t.same((await get('/api/user/new-for-you?lang=en', boris.headers)).body, {
        since: null,
        following: false,
        items: [],
      });
    });

    t.test('the shelf shows what appeared in what they follow, newest first, with why', async (t) => {
      t.same((await get('/api/user/new-for-you?lang=en')).body.items, [], 'nothing new yet');
      await db.query(
        "UPDATE materials SET created_at = now() - interval '2 hours' WHERE slug = 'klezmer-notes'",
      );
      await db.query("UPDATE courses SET created_at = now() - interval '1 hour' WHERE slug = 'music-course'");
      await db.query("UPDATE materials SET created_at = now() WHERE slug = 'winter-tree'");
      const news = (await get('/api/user/new-for-you?lang=en')).body as News;
      t.same(
        news.items.map((item) => [item.type, item.material?.slug ?? item.course?.slug, item.reason]),
        [
          ['material', 'winter-tree', { kind: 'course', label: 'A reading course' }],
          ['course', 'music-course', { kind: 'tag', label: 'Music' }],
          ['material', 'klezmer-notes', { kind: 'tag', label: 'Music' }],
        ],
        'only what they follow, newest first, each with the follow it matched',
      );
      await db.query(
        "UPDATE materials SET created_at = now() - interval '3 hours' WHERE slug = 'odesa-humour'",
      );
      t.notOk(
        ((await get('/api/user/new-for-you?lang=en')).body as News).items.some(
          (item) => item.material?.slug === 'odesa-humour',
        ),
        'what they do not follow stays off the shelf',
      );
      const ru = (await get('/api/user/new-for-you?lang=ru')).body as News;
      t.same(ru.items[1]?.reason, { kind: 'tag', label: 'Музыка' }, 'the reason in the page language');
    });

    t.test('the window starts at the previous visit', async (t) => {
      await db.query(
        `INSERT INTO follow_settings (user_id, last_visit_at) VALUES ($1, now() - interval '90 minutes')
         ON CONFLICT (user_id) DO UPDATE SET last_visit_at = now() - interval '90 minutes', previous_visit_at = NULL`,
        [anna.id],
      );
      const news = (await get('/api/user/new-for-you?lang=en')).body as News;
      t.ok(news.since, 'the last visit, over half an hour ago, is where this visit starts');
      t.same(
        news.items.map((item) => item.course?.slug ?? item.material?.slug),
        ['winter-tree', 'music-course'],
      );
      t.same((await postJson(app, '/api/user/visit', {}, anna.headers)).json(), { success: true });
      const after = (await get('/api/user/new-for-you?lang=en')).body as News;
      t.same(
        after.items.map((item) => item.course?.slug ?? item.material?.slug),
        ['winter-tree', 'music-course'],
        'the visit keeps its window while it lasts',
      );
      const [row] = await db.query<{ previous: boolean }>(
        'SELECT previous_visit_at IS NOT NULL AS previous FROM follow_settings WHERE user_id = $1',
        [anna.id],
      );
      t.equal(row?.previous, true, 'the mark moved the last visit to the previous one');
    });

    t.test('an unsubscribe token that this site did not sign stops nothing', async (t) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/digest/unsubscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${anna.id}.${'A'.repeat(43)}`,
      });
      t.equal(answer.statusCode, 404);
      t.equal((await get('/api/user/follows?lang=en')).body.digest, 'daily');
    });
  });
}
