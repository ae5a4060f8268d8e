/**
 * Lesson sets (docs/rules.md R2, R17): a teacher with card access creates, lists, extends,
 * renames, revokes, renews and deletes sets; a user without access is refused with a 403 and a
 * message; another user's set is a 404 through every owner call; the link opens the set without an
 * account, in the teacher's order with each item as it is now (an unpublished one drops out), and
 * 404s once revoked; bad payloads are a 400 naming the field; an account keeps at most 50 sets.
 */
import t from 'tap';
import { createAdminUsersRepository } from '../../../api/admin/users-repository.ts';
import { LESSON_SETS_PER_ACCOUNT } from '../../../shared/schemas/lesson-sets.ts';
import { backends, idOf, postJson, reader, readerApi } from '../engagement/helpers/reader.ts';

interface Summary {
  id: number;
  name: string;
  count: number;
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend);
    const { app, db } = api;
    const flags = createAdminUsersRepository(db);
    const teacher = await reader(api, 'teacher@example.org', 'Мария');
    const colleague = await reader(api, 'colleague@example.org', 'Анна');
    const visitor = await reader(api, 'visitor@example.org', 'Пётр');
    await flags.setFlags('teacher@example.org', { card_access: 1 });
    await flags.setFlags('colleague@example.org', { card_access: 1 });
    const literature = await idOf(api, 'materials', 'literature-memory');
    const odesa = await idOf(api, 'materials', 'odesa-humour');
    const reading = await idOf(api, 'courses', 'reading-course');
    const draft = await idOf(api, 'materials', 'hidden-draft');
    const [article] = await db.query<{ id: number }>("SELECT id FROM articles WHERE slug = 'shtetl-article'");
    if (!article) throw new Error('no article');

    const create = (headers: Record<string, string>, body: Record<string, unknown>) =>
      postJson(app, '/api/lesson-sets', body, headers);
    const list = (headers: Record<string, string>) =>
      app.inject({ url: '/api/lesson-sets', headers }).then((r) => r.json() as Summary[]);
    const shared = (token: string, lang = 'ru') =>
      app.inject({ url: `/api/lesson-sets/shared/${token}?lang=${lang}` });

    t.test('a teacher creates a set: the published items in order, with a 192-bit link', async (t) => {
      const answer = await create(teacher.headers, {
        name: '  Урок о памяти  ',
        items: [
          { kind: 'courses', id: reading },
          { kind: 'materials', id: literature },
          { kind: 'materials', id: draft },
          { kind: 'articles', id: article.id },
        ],
      });
      t.equal(answer.statusCode, 200);
      const set = answer.json() as Summary;
      t.equal(set.name, 'Урок о памяти', 'the name is trimmed');
      t.equal(set.count, 3, 'a draft is not kept');
      t.match(set.share_token, /^[A-Za-z0-9_-]{32}$/);
      const again = (
        await create(teacher.headers, { name: 'Второй', items: [{ kind: 'materials', id: odesa }] })
      ).json() as Summary;
      t.not(again.share_token, set.share_token, 'every set has its own link');
      t.same(
        (await list(teacher.headers)).map((s) => [s.name, s.count]),
        [
          ['Второй', 1],
          ['Урок о памяти', 3],
        ],
        'newest first',
      );

      const page = await shared(set.share_token as string);
      t.equal(page.statusCode, 200, 'the link opens without an account');
      const body = page.json() as {
        name: string;
        items: {
          kind: string;
          type: string;
          title: string;
          link: string;
          searchdata: { chapters: unknown[] };
        }[];
      };
      t.equal(body.name, 'Урок о памяти');
      t.same(
        body.items.map((i) => [i.kind, i.type, i.link]),
        [
          ['courses', 'Курс', '/ru/courses/reading-course'],
          ['materials', 'Материал', '/ru/materials/literature-memory'],
          ['articles', 'Статья', '/books/articles/shtetl-article'],
        ],
        "the teacher's order",
      );
      t.equal(body.items[1]?.searchdata.chapters.length, 2, 'a material lists its chapters');
      t.notMatch(
        JSON.stringify(body),
        /teacher@example|Мария|user_id/,
        'the class is not told who the teacher is',
      );
      const english = (await shared(set.share_token as string, 'en')).json() as { items: { type: string }[] };
      t.same(
        english.items.map((i) => i.type),
        ['Course', 'Material', 'Article'],
      );
    });

    t.test('items are added once each, and an unpublished one drops out of the set', async (t) => {
      const [set] = (await list(teacher.headers)).filter((s) => s.name === 'Второй');
      if (!set) throw new Error('no set');
      const added = await postJson(
        app,
        `/api/lesson-sets/${set.id}/items`,
        {
          items: [
            { kind: 'materials', id: odesa },
            { kind: 'materials', id: literature },
          ],
        },
        teacher.headers,
      );
      t.equal(added.statusCode, 200);
      t.equal(added.json().count, 2, 'the one already in the set is not added twice');
      await db.query("UPDATE materials SET status = 'draft' WHERE id = $1", [odesa]);
      t.teardown(() => db.query("UPDATE materials SET status = 'published' WHERE id = $1", [odesa]));
      const page = (await shared(set.share_token as string)).json() as { items: { link: string }[] };
      t.same(
        page.items.map((i) => i.link),
        ['/ru/materials/literature-memory'],
        'the unpublished material is gone from the page',
      );
      t.equal((await list(teacher.headers)).find((s) => s.id === set.id)?.count, 1, 'and from the count');
      await db.query("UPDATE materials SET status = 'published' WHERE id = $1", [odesa]);
      const back = (await shared(set.share_token as string)).json() as { items: { link: string }[] };
      t.equal(back.items[0]?.link, '/ru/materials/odesa-humour', 'published again, it is back in its place');
    });

    t.test('the owner reads a set with its items and takes items out of it', async (t) => {
      const [set] = (await list(teacher.headers)).filter((s) => s.name === 'Второй');
      if (!set?.share_token) throw new Error('no set');
      await postJson(app, `/api/lesson-sets/${set.id}/revoke-link`, {}, teacher.headers);
      const owned = await app.inject({
        url: `/api/lesson-sets/${set.id}/items?lang=en`,
        headers: teacher.headers,
      });
      t.equal(owned.statusCode, 200, 'readable by its owner without a link');
      t.same(
        owned.json().items.map((i: { link: string }) => i.link),
        ['/en/materials/odesa-humour', '/en/materials/literature-memory'],
      );
      const removed = await postJson(
        app,
        `/api/lesson-sets/${set.id}/items/remove`,
        { items: [{ kind: 'materials', id: odesa }] },
        teacher.headers,
      );
      t.equal(removed.statusCode, 200);
      t.equal(removed.json().count, 1);
      const after = await app.inject({ url: `/api/lesson-sets/${set.id}/items`, headers: teacher.headers });
      t.same(
        after.json().items.map((i: { link: string }) => i.link),
        ['/ru/materials/literature-memory'],
      );
      const renewed = await postJson(app, `/api/lesson-sets/${set.id}/new-link`, {}, teacher.headers);
      t.equal(
        (await shared(renewed.json().share_token)).json().items.length,
        1,
        'the class sees the set without the removed item',
      );
    });

    t.test('rename, revoke (the link 404s), renew (a new link) and delete', async (t) => {
      const [set] = (await list(teacher.headers)).filter((s) => s.name === 'Урок о памяти');
      if (!set?.share_token) throw new Error('no set');
      const renamed = await postJson(
        app,
        `/api/lesson-sets/${set.id}/rename`,
        { name: 'Память' },
        teacher.headers,
      );
      t.equal(renamed.statusCode, 200);
      t.equal(renamed.json().name, 'Память');
      t.equal((await shared(set.share_token)).json().name, 'Память', 'the link shows the new name');

      const revoked = await postJson(app, `/api/lesson-sets/${set.id}/revoke-link`, {}, teacher.headers);
      t.equal(revoked.statusCode, 200);
      t.equal(revoked.json().share_token, null);
      const gone = await shared(set.share_token);
      t.equal(gone.statusCode, 404, 'a revoked link is not found');
      t.equal(gone.json().error, 'not_found');

      const renewed = await postJson(app, `/api/lesson-sets/${set.id}/new-link`, {}, teacher.headers);
      const token = renewed.json().share_token as string;
      t.match(token, /^[A-Za-z0-9_-]{32}$/);
      t.not(token, set.share_token);
      t.equal((await shared(token)).statusCode, 200, 'the new link opens');
      t.equal((await shared(set.share_token)).statusCode, 404, 'the old one stays dead');

      const deleted = await postJson(app, `/api/lesson-sets/${set.id}/delete`, {}, teacher.headers);
      t.same(deleted.json(), { success: true });
      t.equal((await shared(token)).statusCode, 404, 'a deleted set has no link');
      t.notOk((await list(teacher.headers)).some((s) => s.id === set.id));
      const twice = await postJson(app, `/api/lesson-sets/${set.id}/delete`, {}, teacher.headers);
      t.equal(twice.statusCode, 404);
    });

    t.test("another user's set can be neither read nor changed through the owner calls", async (t) => {
      const [set] = await list(teacher.headers);
      if (!set) throw new Error('no set');
      t.same(await list(colleague.headers), [], "the colleague's list does not show it");
      const calls: [string, Record<string, unknown>][] = [
        [`/api/lesson-sets/${set.id}/items`, { items: [{ kind: 'materials', id: literature }] }],
        [`/api/lesson-sets/${set.id}/rename`, { name: 'Чужой' }],
        [`/api/lesson-sets/${set.id}/revoke-link`, {}],
        [`/api/lesson-sets/${set.id}/new-link`, {}],
        [`/api/lesson-sets/${set.id}/items/remove`, { items: [{ kind: 'materials', id: literature }] }],
        [`/api/lesson-sets/${set.id}/delete`, {}],
      ];
      const read = await app.inject({ url: `/api/lesson-sets/${set.id}/items`, headers: colleague.headers });
      t.equal(read.statusCode, 404, 'its items are not readable');
      for (const [url, body] of calls) {
        const answer = await postJson(app, url, body, colleague.headers);
        t.equal(answer.statusCode, 404, url);
      }
      const [after] = (await list(teacher.headers)).filter((s) => s.id === set.id);
      t.same(after, set, 'nothing changed');
    });

    t.test('without a session 401, without card access 403 with a message', async (t) => {
      const [set] = await list(teacher.headers);
      if (!set) throw new Error('no set');
      const owner: [string, string, Record<string, unknown> | undefined][] = [
        ['GET', '/api/lesson-sets', undefined],
        ['POST', '/api/lesson-sets', { name: 'Мой', items: [{ kind: 'materials', id: literature }] }],
        ['POST', `/api/lesson-sets/${set.id}/items`, { items: [{ kind: 'materials', id: literature }] }],
        ['POST', `/api/lesson-sets/${set.id}/rename`, { name: 'Мой' }],
        ['POST', `/api/lesson-sets/${set.id}/revoke-link`, {}],
        ['POST', `/api/lesson-sets/${set.id}/new-link`, {}],
        ['POST', `/api/lesson-sets/${set.id}/delete`, {}],
        ['GET', `/api/lesson-sets/${set.id}/items`, undefined],
        [
          'POST',
          `/api/lesson-sets/${set.id}/items/remove`,
          { items: [{ kind: 'materials', id: literature }] },
        ],
      ];
      for (const [method, url, payload] of owner) {
        const guest = await app.inject({
          method: method as 'GET' | 'POST',
          url,
          ...(payload ? { payload } : {}),
        });
        t.equal(guest.statusCode, 401, `guest ${url}`);
        const refused = await app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: visitor.headers,
          ...(payload ? { payload } : {}),
        });
        t.equal(refused.statusCode, 403, `no access ${method} ${url}`);
        t.equal(refused.json().error, 'forbidden');
        t.match(refused.json().message, /DA for Educators/);
      }
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM lesson_sets WHERE user_id = $1',
        [visitor.id],
      );
      t.equal(count?.n, 0, 'nothing was kept for the refused user');
    });

    t.test('a set whose owner lost card access is no longer shared', async (t) => {
      const [set] = await list(teacher.headers);
      if (!set?.share_token) throw new Error('no set');
      await flags.setFlags('teacher@example.org', { card_access: 0 });
      t.teardown(() => flags.setFlags('teacher@example.org', { card_access: 1 }));
      t.equal((await shared(set.share_token)).statusCode, 404);
      await flags.setFlags('teacher@example.org', { card_access: 1 });
      t.equal((await shared(set.share_token)).statusCode, 200, 'and is again once access is back');
    });

    t.test('bad payloads are a 400 naming the field', async (t) => {
      const [set] = await list(teacher.headers);
      if (!set) throw new Error('no set');
      const item = { kind: 'materials', id: literature };
      const cases: [string, Record<string, unknown>, string][] = [
        ['/api/lesson-sets', { items: [item] }, 'name'],
        ['/api/lesson-sets', { name: '   ', items: [item] }, 'name'],
        ['/api/lesson-sets', { name: 'x'.repeat(121), items: [item] }, 'name'],
        ['/api/lesson-sets', { name: 'a\u0000b', items: [item] }, 'name'],
        ['/api/lesson-sets', { name: 'Урок', items: [] }, 'items'],
        ['/api/lesson-sets', { name: 'Урок', items: [item, item] }, 'items'],
        ['/api/lesson-sets', { name: 'Урок', items: [{ kind: 'places', id: 1 }] }, 'items'],
        ['/api/lesson-sets', { name: 'Урок', items: [{ kind: 'materials', id: -1 }] }, 'items'],
        [
          '/api/lesson-sets',
          { name: 'Урок', items: Array.from({ length: 201 }, (_, i) => ({ kind: 'materials', id: i + 1 })) },
          'items',
        ],
        ['/api/lesson-sets', { name: 'Урок', items: [item], user_id: visitor.id }, 'user_id'],
        ['/api/lesson-sets', { name: 'Урок', items: [{ kind: 'materials', id: draft }] }, 'items'],
        [`/api/lesson-sets/${set.id}/rename`, { name: '' }, 'name'],
        [`/api/lesson-sets/${set.id}/items`, { items: 'all' }, 'items'],
        [`/api/lesson-sets/${set.id}/items/remove`, { items: [] }, 'items'],
        [`/api/lesson-sets/${set.id}/delete`, { confirm: true }, 'confirm'],
        ['/api/lesson-sets/abc/rename', { name: 'Урок' }, 'id'],
      ];
      for (const [url, body, field] of cases) {
        const answer = await postJson(app, url, body, teacher.headers);
        t.equal(answer.statusCode, 400, `${url} ${JSON.stringify(body).slice(0, 60)}`);
        t.equal(answer.json().field, field);
      }
      for (const token of ['short', `${'a'.repeat(31)}!`, 'a'.repeat(33)]) {
        const answer = await shared(encodeURIComponent(token));
        t.equal(answer.statusCode, 400, `token ${token}`);
      }
      t.equal((await shared('A'.repeat(32))).statusCode, 404, 'a well-formed unknown token is not found');
    });

    t.test(`an account keeps at most ${LESSON_SETS_PER_ACCOUNT} sets`, async (t) => {
      const kept = (await list(colleague.headers)).length;
      await db.query(
        "INSERT INTO lesson_sets (user_id, name) SELECT $1, 'Набор ' || g FROM generate_series(1, $2::int) g",
        [colleague.id, LESSON_SETS_PER_ACCOUNT - kept - 1],
      );
      const last = await create(colleague.headers, {
        name: 'Последний',
        items: [{ kind: 'materials', id: odesa }],
      });
      t.equal(last.statusCode, 200, 'the fiftieth is kept');
      const over = await create(colleague.headers, {
        name: 'Лишний',
        items: [{ kind: 'materials', id: odesa }],
      });
      t.equal(over.statusCode, 409);
      t.equal(over.json().error, 'lesson_sets_limit');
      t.equal((await list(colleague.headers)).length, LESSON_SETS_PER_ACCOUNT);
      t.ok((await list(teacher.headers)).length > 0, "another account's sets are not counted");
    });
  });
}
