/**
 * The personal area's calls (docs/product.md#screens "Profile area"; docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement; docs/rules.md R17) on PGlite and,
 * with DATABASE_URL, PostgreSQL: every call answers only the session user's data, a guest gets 401,
 * and no user id in a query or body chooses whose data is read or written.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import {
  backends,
  idOf,
  postForm,
  postJson,
  type Reader,
  reader,
  readerApi,
} from '../engagement/helpers/reader.ts';

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' });
    const { app, db } = api;
    const klezmer = await idOf(api, 'materials', 'klezmer-notes');
    const odesa = await idOf(api, 'materials', 'odesa-humour');
    const winter = await idOf(api, 'materials', 'winter-tree');
    const memory = await idOf(api, 'materials', 'literature-memory');
    const proverbs = await idOf(api, 'materials', 'yiddish-proverbs');
    const draft = await idOf(api, 'materials', 'hidden-draft');
    const music = await idOf(api, 'courses', 'music-course');
    const anna = await reader(api, 'profile-anna@example.org', 'Анна');
    const boris = await reader(api, 'profile-boris@example.org', 'Борис');
    const active = (who: Reader, id: number) =>
      postForm(app, '/api/user/add-to-active', { material_id: String(id) }, who.headers);
    const archive = (who: Reader, id: number) =>
      postForm(app, '/api/user/add-to-archive', { material_id: String(id) }, who.headers);
    const favourite = (who: Reader, id: number, type: 'material' | 'courses') =>
      postJson(app, `/api/favorite/${id}/add`, { type }, who.headers);
    const save = (who: Reader, body: Record<string, unknown>) =>
      postJson(app, '/api/user/position', body, who.headers);

    t.test('a guest gets 401 from every personal call and the providers call is public', async (t) => {
      const reads = ['favorites', 'courses', 'recommendations', 'content', 'continue', 'export'];
      for (const name of reads) t.equal((await get(app, `/api/user/${name}`)).statusCode, 401, name);
      t.equal((await get(app, `/api/user/position/${klezmer}`)).statusCode, 401);
      t.equal(
        (await save({ id: 0, headers: {} }, { material_id: klezmer, chapter: 0, fraction: 0 })).statusCode,
        401,
      );
      t.equal((await postJson(app, `/api/user/history/${klezmer}/delete`, {})).statusCode, 401);
      t.equal((await postJson(app, '/api/user/history/clear', {})).statusCode, 401);
      t.equal((await postJson(app, '/api/user/tracking', { paused: true })).statusCode, 401);
      const providers = await get(app, '/api/social/providers');
      t.equal(providers.statusCode, 200);
      t.same(providers.json(), { google: true, facebook: false }, 'only the configured provider is offered');
    });

    t.test('favourites come back as cards, newest first, drafts never', async (t) => {
      await favourite(anna, winter, 'material');
      await favourite(anna, klezmer, 'material');
      await favourite(anna, music, 'courses');
      await db.query(`INSERT INTO favourites (user_id, item_type, item_id) VALUES ($1, 'materials', $2)`, [
        anna.id,
        draft,
      ]);
      const answer = (await get(app, '/api/user/favorites?lang=en', anna.headers)).json();
      t.same(
        answer.materials.map((m: { slug: string }) => m.slug),
        ['klezmer-notes', 'winter-tree'],
      );
      t.equal(answer.materials[0].link, '/en/materials/klezmer-notes');
      t.same(
        answer.courses.map((c: { slug: string }) => c.slug),
        ['music-course'],
      );
      const other = (await get(app, '/api/user/favorites', boris.headers)).json();
      t.same(other, { materials: [], courses: [] }, "another reader sees none of Anna's favourites");
    });

    t.test(
      'a position is kept, marks the material opened, and is clamped to the chapters there are',
      async (t) => {
        const saved = await save(anna, { material_id: odesa, chapter: 0, fraction: 0.42 });
        t.equal(saved.statusCode, 200);
        t.same(saved.json(), { success: true, recorded: true });
        const position = (await get(app, `/api/user/position/${odesa}?lang=ru`, anna.headers)).json().resume;
        t.equal(position.chapter, 0);
        t.ok(Math.abs(position.fraction - 0.42) < 1e-6);
        const [chapter] = await db.query<{ id: number }>(
          `SELECT id FROM material_chapters WHERE material_id = $1 AND locale = 'ru' ORDER BY position LIMIT 1`,
          [odesa],
        );
        t.equal(position.anchor, chapter?.id, 'the anchor is the chapter id in the asked language');
        const rows = await db.query('SELECT state FROM progress WHERE user_id = $1 AND material_id = $2', [
          anna.id,
          odesa,
        ]);
        t.same(rows, [{ state: 'active' }]);

        const [count] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM material_chapters WHERE material_id = $1 AND locale = 'ru'`,
          [odesa],
        );
        await save(anna, { material_id: odesa, chapter: 7, fraction: 0.9 });
        const clamped = (await get(app, `/api/user/position/${odesa}`, anna.headers)).json().resume;
        t.equal(clamped.chapter, (count?.n ?? 0) - 1, 'a chapter that no longer exists becomes the last one');
        t.equal(clamped.fraction, 0, 'and its start');
        t.same((await get(app, `/api/user/position/${odesa}`, boris.headers)).json(), { resume: null });
      },
    );

    t.test(
      'bad positions, unknown and draft materials are refused; user_id never picks the reader',
      async (t) => {
        const cases: [Record<string, unknown>, number][] = [
          [{ material_id: odesa, chapter: -1, fraction: 0 }, 400],
          [{ material_id: odesa, chapter: 0, fraction: 1.5 }, 400],
          [{ material_id: odesa, chapter: 0 }, 400],
          [{ material_id: 999999, chapter: 0, fraction: 0 }, 404],
          [{ material_id: draft, chapter: 0, fraction: 0 }, 404],
          [{ material_id: winter, chapter: 0, fraction: 0.5, user_id: boris.id }, 400],
        ];
        for (const [body, status] of cases)
          t.equal((await save(anna, body)).statusCode, status, JSON.stringify(body));
        const wrote = await db.query('SELECT 1 FROM reading_positions WHERE user_id = $1', [boris.id]);
        t.equal(wrote.length, 0, "nothing reached Boris's history");
        for (const url of [
          `/api/user/content?user_id=${boris.id}`,
          `/api/user/favorites?user_id=${boris.id}`,
        ]) {
          t.equal((await get(app, url, anna.headers)).statusCode, 400, url);
        }
        const tracking = await postJson(
          app,
          '/api/user/tracking',
          { paused: true, user_id: boris.id },
          anna.headers,
        );
        t.equal(tracking.statusCode, 400);
      },
    );

    t.test(
      'my courses: started courses with how far and where to continue, finished ones archived',
      async (t) => {
        await active(anna, memory);
        await archive(anna, memory);
        await save(anna, { material_id: winter, chapter: 0, fraction: 0.3 });
        await archive(anna, klezmer);
        await archive(anna, odesa);
        const answer = (await get(app, '/api/user/courses?lang=en', anna.headers)).json();
        t.same(
          answer.history.map((c: { course: { slug: string } }) => c.course.slug),
          ['reading-course'],
        );
        const course = answer.history[0];
        t.equal(course.course.materials_count, 3, 'the draft is not counted');
        t.equal(course.viewed, 2);
        t.equal(course.finished, 1);
        t.equal(course.next_index, 1, 'the first unfinished published material (the draft is skipped)');
        const [winterTitle] = await db.query<{ title: string }>(
          `SELECT title FROM material_translations WHERE material_id = $1 AND locale = 'en'`,
          [winter],
        );
        t.equal(course.next_title, winterTitle?.title, 'named in the asked language');
        t.ok(course.resume, 'with the saved position of that material');
        t.same(
          answer.archive.map((c: { course: { slug: string } }) => c.course.slug),
          ['music-course'],
        );
        t.same((await get(app, '/api/user/courses', boris.headers)).json(), { history: [], archive: [] });
      },
    );

    t.test('recommendations: unseen items ranked by tag overlap, then popularity', async (t) => {
      const fresh = await reader(api, 'profile-vera@example.org', 'Вера');
      const cold = (await get(app, '/api/user/recommendations', fresh.headers)).json();
      t.equal(cold.materials.length, 5, 'without any signal, every published material by popularity');
      await db.query('UPDATE materials SET like_count = 50 WHERE id = $1', [klezmer]);
      const popular = (await get(app, '/api/user/recommendations', fresh.headers)).json();
      t.equal(popular.materials[0].slug, 'klezmer-notes', 'popularity orders equal overlaps');

      await favourite(fresh, memory, 'material');
      const ranked = (await get(app, '/api/user/recommendations', fresh.headers)).json();
      const slugs = ranked.materials.map((m: { slug: string }) => m.slug);
      t.notOk(slugs.includes('literature-memory'), 'a favourite is not recommended');
      t.same(slugs.slice(0, 2).sort(), ['odesa-humour', 'yiddish-proverbs'], 'literature overlaps first');
      t.equal(slugs[2], 'klezmer-notes', 'then the most popular of the rest');
      t.equal(slugs[0], 'odesa-humour', 'two shared tags outrank one');

      await active(fresh, proverbs);
      const after = (await get(app, '/api/user/recommendations', fresh.headers)).json();
      t.notOk(
        after.materials.some((m: { slug: string }) => m.slug === 'yiddish-proverbs'),
        'an opened material is seen',
      );
      t.notOk(
        after.courses.some((c: { slug: string }) => c.slug === 'reading-course'),
        'a course with an opened material is seen',
      );
      t.ok(after.courses.some((c: { slug: string }) => c.slug === 'music-course'));
      const [history] = await db.query<{ id: number }>(`SELECT id FROM tags WHERE slug = 'history'`);
      await postJson(app, '/api/user/profile', { interesting_tags: [history?.id] }, fresh.headers);
      const interested = (await get(app, '/api/user/recommendations', fresh.headers)).json();
      t.same(
        interested.materials.map((m: { slug: string }) => m.slug),
        ['odesa-humour', 'winter-tree', 'klezmer-notes'],
        'an interesting tag lifts its material above a more popular one without overlap',
      );
    });

    t.test('my content: read materials with resume, my comments with their items', async (t) => {
      const comment = await postForm(
        app,
        '/api/materials/winter-tree/',
        { content: 'Прекрасно', lang: 'ru', user_id: String(boris.id) },
        anna.headers,
      );
      t.equal(comment.statusCode, 200);
      const answer = (await get(app, '/api/user/content?lang=ru', anna.headers)).json();
      t.equal(answer.tracking_paused, false);
      const slugs = answer.materials.map((m: { material: { slug: string } }) => m.material.slug);
      t.equal(slugs[0], 'odesa-humour', 'most recent first');
      t.same([...slugs].sort(), ['klezmer-notes', 'literature-memory', 'odesa-humour', 'winter-tree']);
      const winterItem = answer.materials.find(
        (m: { material: { slug: string } }) => m.material.slug === 'winter-tree',
      );
      t.equal(winterItem.state, 'active');
      t.ok(winterItem.resume);
      t.equal(answer.comments.length, 1);
      t.match(answer.comments[0], {
        content: 'Прекрасно',
        locale: 'ru',
        item: { type: 'materials', slug: 'winter-tree' },
      });
      const boris_ = (await get(app, '/api/user/content', boris.headers)).json();
      t.same(boris_.comments, [], 'user_id in the comment form did not make it Boris’s');

      const shelf = (await get(app, '/api/user/continue?lang=en', anna.headers)).json();
      t.same(
        shelf.items.map((m: { material: { slug: string } }) => m.material.slug),
        ['winter-tree'],
        'the shelf: unfinished materials with a saved position (odesa-humour is finished)',
      );
    });

    t.test('a material made a draft or deleted leaves the lists without an error', async (t) => {
      await db.query(`UPDATE materials SET status = 'draft' WHERE id = $1`, [winter]);
      const content = await get(app, '/api/user/content', anna.headers);
      t.equal(content.statusCode, 200);
      t.notOk(content.json().materials.some((m: { material: { id: number } }) => m.material.id === winter));
      t.equal((await get(app, `/api/user/position/${winter}`, anna.headers)).statusCode, 200);
      t.equal((await get(app, '/api/user/courses', anna.headers)).statusCode, 200);
      await db.query(`UPDATE materials SET status = 'published' WHERE id = $1`, [winter]);
    });

    t.test('pausing keeps nothing new; forgetting one and clearing remove it', async (t) => {
      const paused = await postJson(app, '/api/user/tracking', { paused: true }, anna.headers);
      t.same(paused.json(), { success: true, tracking_paused: true });
      t.same((await save(anna, { material_id: proverbs, chapter: 0, fraction: 0.5 })).json(), {
        success: true,
        recorded: false,
      });
      await active(anna, proverbs);
      const rows = await db.query('SELECT 1 FROM progress WHERE user_id = $1 AND material_id = $2', [
        anna.id,
        proverbs,
      ]);
      t.equal(rows.length, 0, 'add-to-active records nothing while paused');
      t.equal((await get(app, '/api/user/content', anna.headers)).json().tracking_paused, true);
      await postJson(app, '/api/user/tracking', { paused: false }, anna.headers);

      await active(boris, odesa);
      const forgot = await postJson(app, `/api/user/history/${odesa}/delete`, {}, anna.headers);
      t.same(forgot.json(), { success: true, recorded: true });
      const left = (await get(app, '/api/user/content', anna.headers)).json().materials;
      t.notOk(left.some((m: { material: { id: number } }) => m.material.id === odesa));
      t.same((await get(app, `/api/user/position/${odesa}`, anna.headers)).json(), { resume: null });
      const borisRows = await db.query('SELECT 1 FROM progress WHERE user_id = $1', [boris.id]);
      t.equal(borisRows.length, 1, "Boris's history is untouched");

      t.equal((await postJson(app, '/api/user/history/clear', {}, anna.headers)).statusCode, 200);
      t.same((await get(app, '/api/user/content', anna.headers)).json().materials, []);
      t.same((await get(app, '/api/user/courses', anna.headers)).json(), { history: [], archive: [] });
      t.equal((await db.query('SELECT 1 FROM progress WHERE user_id = $1', [boris.id])).length, 1);
    });

    t.test('the export holds everything kept about the reader and nothing of anyone else', async (t) => {
      await save(anna, { material_id: klezmer, chapter: 0, fraction: 0.25 });
      const answer = await get(app, '/api/user/export', anna.headers);
      t.equal(answer.statusCode, 200);
      const data = answer.json();
      t.equal(data.user.email, 'profile-anna@example.org');
      t.equal(data.user.id, anna.id);
      t.same(data.favourites.map((f: { slug: string }) => f.slug).sort(), [
        'hidden-draft',
        'klezmer-notes',
        'music-course',
        'winter-tree',
      ]);
      t.same(
        data.positions.map((p: { material_id: number }) => p.material_id),
        [klezmer],
      );
      t.equal(data.comments.length, 1);
      t.equal(data.settings.tracking_paused, false);
      t.notOk(JSON.stringify(data).includes('profile-boris'), "nothing of Boris's");
      t.notOk(JSON.stringify(data).includes('password'), 'no password hash');
    });
  });
}
