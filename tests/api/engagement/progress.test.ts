/**
 * Progress (docs/product.md#states, docs/product.md#roles, docs/architecture.md#the-call-contract; docs/product.md#content-and-engagement; docs/rules.md R17, R31): `add-to-active` and `add-to-archive` with
 * form `material_id`, for signed-in users only, idempotent under parallel calls; a finished material
 * stays finished when it is opened again.
 */
import t from 'tap';
import { backends, idOf, postForm, reader, readerApi } from './helpers/reader.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend);
    const { app, db } = api;
    const klezmer = await idOf(api, 'materials', 'klezmer-notes');
    const winter = await idOf(api, 'materials', 'winter-tree');
    const draft = await idOf(api, 'materials', 'hidden-draft');
    const anna = await reader(api, 'progress-anna@example.org', 'Анна');
    const stateOf = async (userId: number, materialId: number) => {
      const rows = await db.query<{ state: string }>(
        'SELECT state FROM progress WHERE user_id = $1 AND material_id = $2',
        [userId, materialId],
      );
      return rows.map((row) => row.state);
    };

    t.test('a guest gets 401 for both calls and nothing is recorded', async (t) => {
      for (const url of ['/api/user/add-to-active', '/api/user/add-to-archive']) {
        t.equal((await postForm(app, url, { material_id: String(klezmer) })).statusCode, 401, url);
      }
      const rows = await db.query('SELECT 1 FROM progress');
      t.equal(rows.length, 0);
    });

    t.test('20 parallel add-to-active calls record one active row', async (t) => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postForm(app, '/api/user/add-to-active', { material_id: String(klezmer) }, anna.headers),
        ),
      );
      t.ok(answers.every((a) => a.statusCode === 200 && a.json().success === true));
      t.same(await stateOf(anna.id, klezmer), ['active']);
    });

    t.test('archiving finishes a material, and opening it again keeps it finished', async (t) => {
      const archived = await Promise.all(
        Array.from({ length: 5 }, () =>
          postForm(app, '/api/user/add-to-archive', { material_id: String(klezmer) }, anna.headers),
        ),
      );
      t.ok(archived.every((a) => a.statusCode === 200));
      t.same(await stateOf(anna.id, klezmer), ['archived']);
      await postForm(app, '/api/user/add-to-active', { material_id: String(klezmer) }, anna.headers);
      t.same(await stateOf(anna.id, klezmer), ['archived']);
      await postForm(app, '/api/user/add-to-archive', { material_id: String(winter) }, anna.headers);
      t.same(await stateOf(anna.id, winter), ['archived'], 'archiving an unopened material records it');
    });

    t.test('unknown materials, drafts and bad ids are refused', async (t) => {
      const cases: [Record<string, string>, number][] = [
        [{ material_id: '999999' }, 404],
        [{ material_id: String(draft) }, 404],
        [{ material_id: 'abc' }, 400],
        [{ material_id: '-1' }, 400],
        [{}, 400],
        [{ material_id: String(klezmer), user_id: '1' }, 400],
      ];
      for (const [body, status] of cases) {
        const answer = await postForm(app, '/api/user/add-to-active', body, anna.headers);
        t.equal(answer.statusCode, status, JSON.stringify(body));
      }
    });
  });
}
