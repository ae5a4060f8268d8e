/**
 * Favourites (docs/product.md#content-model, docs/product.md#states, docs/architecture.md#the-call-contract; docs/rules.md R17, R19, R31): `POST /api/favorite/{id}/{add|delete}` with
 * `type` material or courses, always for the session's user, idempotent and race-free, with the lists
 * and counts answered from the database; the user call shows the same lists.
 */
import t from 'tap';
import { backends, idOf, postJson, reader, readerApi } from './helpers/reader.ts';

type Lists = {
  success: boolean;
  favoriteMaterials: number[];
  favoriteCourses: number[];
  count_materials: number;
  count_courses: number;
};

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend);
    const { app } = api;
    const klezmer = await idOf(api, 'materials', 'klezmer-notes');
    const winter = await idOf(api, 'materials', 'winter-tree');
    const course = await idOf(api, 'courses', 'music-course');
    const draft = await idOf(api, 'materials', 'hidden-draft');
    const anna = await reader(api, 'fav-anna@example.org', 'Анна');
    const boris = await reader(api, 'fav-boris@example.org', 'Борис');
    const change = (id: number, action: string, type: string, headers = anna.headers) =>
      postJson(app, `/api/favorite/${id}/${action}`, { type }, headers);

    t.test('a guest gets 401 and nothing is stored', async (t) => {
      const answer = await change(klezmer, 'add', 'material', {});
      t.equal(answer.statusCode, 401);
      const [row] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM favourites');
      t.equal(row?.count, 0);
    });

    t.test('add and delete answer the lists and counts; repeating either changes nothing', async (t) => {
      const added = (await change(klezmer, 'add', 'material')).json() as Lists;
      t.same(added, {
        success: true,
        favoriteMaterials: [klezmer],
        favoriteCourses: [],
        count_materials: 1,
        count_courses: 0,
      });
      t.same((await change(klezmer, 'add', 'material')).json(), added, 'adding twice is one favourite');
      const withCourse = (await change(course, 'add', 'courses')).json() as Lists;
      t.same(withCourse.favoriteCourses, [course]);
      t.equal(withCourse.count_courses, 1);
      const deleted = (await change(klezmer, 'delete', 'material')).json() as Lists;
      t.same(deleted.favoriteMaterials, []);
      t.equal(deleted.count_materials, 0);
      t.same(deleted.favoriteCourses, [course], 'the course stays');
      const again = await change(klezmer, 'delete', 'material');
      t.equal(again.statusCode, 200, 'deleting what is not there is fine');
      t.same((again.json() as Lists).favoriteMaterials, []);
    });

    t.test('unknown or unpublished items, bad actions and bad types are refused', async (t) => {
      t.equal((await change(999_999, 'add', 'material')).statusCode, 404);
      t.equal((await change(draft, 'add', 'material')).statusCode, 404, 'a draft cannot be a favourite');
      const [onlyMaterial] = await api.db.query<{ id: number }>('SELECT max(id) + 1000 AS id FROM courses');
      t.equal(
        (await change(onlyMaterial?.id ?? 0, 'add', 'courses')).statusCode,
        404,
        'no course has this id',
      );
      t.equal((await change(klezmer, 'toggle', 'material')).statusCode, 400);
      t.equal((await change(klezmer, 'add', 'materials')).statusCode, 400);
      t.equal((await postJson(app, `/api/favorite/${klezmer}/add`, {}, anna.headers)).statusCode, 400);
      t.equal(
        (await postJson(app, `/api/favorite/0/add`, { type: 'material' }, anna.headers)).statusCode,
        400,
      );
      t.equal(
        (
          await postJson(
            app,
            `/api/favorite/${klezmer}/add`,
            { type: 'material', user_id: boris.id },
            anna.headers,
          )
        ).statusCode,
        400,
        'no user_id can be smuggled in',
      );
    });

    t.test("one user's changes never touch another's list", async (t) => {
      await change(winter, 'add', 'material', anna.headers);
      const borisDelete = (await change(winter, 'delete', 'material', boris.headers)).json() as Lists;
      t.same(borisDelete.favoriteMaterials, []);
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM favourites WHERE user_id = $1 AND item_id = $2',
        [anna.id, winter],
      );
      t.equal(row?.count, 1, "Anna's favourite is still there");
    });

    t.test('20 parallel adds store one row; 10 adds and 10 deletes leave a consistent list', async (t) => {
      const cara = await reader(api, 'fav-cara@example.org', 'Кара');
      const adds = await Promise.all(
        Array.from({ length: 20 }, () => change(klezmer, 'add', 'material', cara.headers)),
      );
      t.ok(adds.every((a) => a.statusCode === 200));
      const rows = await api.db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND item_id = $2', [
        cara.id,
        klezmer,
      ]);
      t.equal(rows.length, 1);
      const mixed = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          change(winter, i % 2 ? 'add' : 'delete', 'material', cara.headers),
        ),
      );
      t.ok(mixed.every((a) => a.statusCode === 200));
      const final = (await change(klezmer, 'add', 'material', cara.headers)).json() as Lists;
      t.equal(final.count_materials, final.favoriteMaterials.length, 'the count is the list length');
      t.equal(new Set(final.favoriteMaterials).size, final.favoriteMaterials.length, 'no duplicates');
    });

    t.test('the user call shows the favourites and counts from these tables', async (t) => {
      const answer = await app.inject({ method: 'GET', url: '/api/user', headers: anna.headers });
      t.equal(answer.statusCode, 200);
      const body = answer.json();
      t.same(body.favoriteMaterials, [winter]);
      t.same(body.favoriteCourses, [course]);
      t.equal(body.count_materials, 1);
      t.equal(body.count_courses, 1);
    });
  });

  t.test(`${backend}: 60 changes a minute per user`, async (t) => {
    const api = await readerApi(t, backend, { FAVOURITES_PER_MINUTE: '3' });
    const klezmer = await idOf(api, 'materials', 'klezmer-notes');
    const dina = await reader(api, 'fav-dina@example.org', 'Дина');
    const emil = await reader(api, 'fav-emil@example.org', 'Эмиль');
    const change = (headers: Record<string, string>) =>
      postJson(api.app, `/api/favorite/${klezmer}/add`, { type: 'material' }, headers);
    for (let i = 0; i < 3; i += 1) t.equal((await change(dina.headers)).statusCode, 200);
    const over = await change(dina.headers);
    t.equal(over.statusCode, 429);
    t.equal(over.json().error, 'rate_limited');
    t.ok(Number(over.headers['retry-after']) >= 1);
    t.equal((await change(emil.headers)).statusCode, 200, 'another user is unaffected');
  });
}
