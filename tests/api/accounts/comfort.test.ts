/**
 * The reader's comfort settings in the account (docs/product.md#reading-comfort) on PGlite and, with
 * DATABASE_URL, PostgreSQL: the profile call writes the theme, text size and line spacing given, null
 * puts one back to the default, the user call answers them, and only the session user's change.
 */
import t from 'tap';
import { backends, postJson, reader, readerApi } from '../engagement/helpers/reader.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend);
    const { app } = api;
    const anna = await reader(api, 'comfort-anna@example.org', 'Анна');
    const boris = await reader(api, 'comfort-boris@example.org', 'Борис');
    const comfortOf = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/user', headers })).json().user.comfort;

    t.test('a new account has no setting: every page follows the system and the defaults', async (t) => {
      t.same(await comfortOf(anna.headers), { theme: null, text_size: null, line_spacing: null });
    });

    t.test('the settings given are kept for the session user, the others stay', async (t) => {
      const saved = await postJson(
        app,
        '/api/user/profile',
        { theme: 'dark', text_size: 'largest' },
        anna.headers,
      );
      t.equal(saved.statusCode, 200);
      t.same(await comfortOf(anna.headers), { theme: 'dark', text_size: 'largest', line_spacing: null });
      await postJson(app, '/api/user/profile', { line_spacing: 'wide' }, anna.headers);
      t.same(await comfortOf(anna.headers), { theme: 'dark', text_size: 'largest', line_spacing: 'wide' });
      t.same(await comfortOf(boris.headers), { theme: null, text_size: null, line_spacing: null }, 'not his');
    });

    t.test('null puts a setting back to the default', async (t) => {
      await postJson(app, '/api/user/profile', { theme: null }, anna.headers);
      t.same(await comfortOf(anna.headers), { theme: null, text_size: 'largest', line_spacing: 'wide' });
    });

    t.test('a value outside the steps is refused and changes nothing', async (t) => {
      const refused = await postJson(app, '/api/user/profile', { theme: 'neon' }, anna.headers);
      t.equal(refused.statusCode, 400);
      t.equal(refused.json().field, 'theme');
      t.same(await comfortOf(anna.headers), { theme: null, text_size: 'largest', line_spacing: 'wide' });
    });
  });
}
