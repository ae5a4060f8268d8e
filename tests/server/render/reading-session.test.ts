/**
 * The reader's writes through the web tier with a real session cookie (docs/architecture.md#sessions-and-accounts, docs/architecture.md#the-content-cache; docs/rules.md R17,
 * R26, R31): a comment is written as the cookie's user whatever `user_id` says, and drops the cached
 * anonymous page that showed the old comments; favourites and progress need the session and stay
 * consistent under parallel calls; nothing user-specific reaches the shared cache.
 */
import t from 'tap';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { Browser, startAccountsSite } from '../session/helpers.ts';

const { api, site } = await startAccountsSite(t, {
  apiEnv: { COMMENT_INTERVAL_SECONDS: '0', COMMENT_DUPLICATE_WINDOW_SECONDS: '0' },
});
const visitor = new Browser(site);
const anna = new Browser(site);
const boris = new Browser(site);
for (const [browser, email, name] of [
  [anna, 'anna@example.org', 'Анна'],
  [boris, 'boris@example.org', 'Борис'],
] as const) {
  const user = await confirmedUser(api.app, api.dataDir, email, undefined, { name });
  const login = await browser.post('/api/login', { email: user.email, password: user.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
}
const idOf = async (email: string) =>
  (await api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id ?? 0;
const annaId = await idOf('anna@example.org');
const PAGE = '/ru/materials/klezmer-notes';

t.test('a comment through the facade is the session user, and the cached page is dropped', async (t) => {
  await visitor.get(PAGE);
  const cached = await visitor.get(PAGE);
  t.equal(cached.headers['x-cache'], 'HIT', 'the anonymous page is cached');
  t.match(cached.body, 'data-testid="comments-count">0 комментариев<');
  const LIST = '/api/materials/klezmer-notes/comments?lang=ru';
  await visitor.get(LIST);
  t.equal((await visitor.get(LIST)).headers['x-cache'], 'HIT', 'the comment list is cached too');

  const answer = await boris.post(
    PAGE.replace('/ru', '/api').concat('/'),
    `content=${encodeURIComponent('Спасибо за музыку')}&user_id=${annaId}&lang=ru`,
  );
  t.equal(answer.statusCode, 200);
  t.same(answer.json().comment.user, { name: 'Борис', surname: '' }, 'user_id does not choose the author');
  t.equal(answer.headers['cache-control'], 'no-store');

  const list = await visitor.get(LIST);
  t.equal(list.headers['x-cache'], 'MISS', 'the comment list was dropped');
  t.equal(list.json().countComments, 1);
  const fresh = await visitor.get(PAGE);
  t.not(fresh.headers['x-cache'], 'HIT', 'the page was dropped');
  t.match(fresh.body, 'data-testid="comments-count">1 комментарий<');
  t.match(fresh.body, 'Спасибо за музыку');
  t.notMatch(fresh.body, 'data-testid="comment-form"', 'the visitor still sees the guest prompt');
});

t.test('without a session the writes are 401 and nothing changes', async (t) => {
  const comment = await visitor.post('/api/materials/klezmer-notes/', 'content=guest&lang=ru');
  t.equal(comment.statusCode, 401);
  const favourite = await visitor.post('/api/favorite/1/add', { type: 'material' });
  t.equal(favourite.statusCode, 401);
  const progress = await visitor.post('/api/user/add-to-active', 'material_id=1');
  t.equal(progress.statusCode, 401);
});

t.test(
  "20 parallel favourite adds store one; the user call shows it; others' lists are untouched",
  async (t) => {
    const [material] = await api.db.query<{ id: number }>(
      "SELECT id FROM materials WHERE slug = 'winter-tree'",
    );
    const id = material?.id ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => anna.post(`/api/favorite/${id}/add`, { type: 'material' })),
    );
    t.ok(answers.every((a) => a.statusCode === 200));
    const user = (await anna.get('/api/user')).json();
    t.same(user.favoriteMaterials, [id]);
    t.equal(user.count_materials, 1);
    const other = (await boris.get('/api/user')).json();
    t.same(other.favoriteMaterials, [], "Boris's list is his own");
    const signedInPage = await anna.get(PAGE);
    t.equal(signedInPage.headers['cache-control'], 'private, no-store');
    const anonymous = await visitor.get(`/ru/materials/winter-tree`);
    t.match(anonymous.body, /aria-pressed="false"/, 'no favourite state in the anonymous page');
  },
);

t.test('progress through the facade is idempotent', async (t) => {
  const [material] = await api.db.query<{ id: number }>(
    "SELECT id FROM materials WHERE slug = 'odesa-humour'",
  );
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => anna.post('/api/user/add-to-active', `material_id=${material?.id}`)),
  );
  t.ok(answers.every((a) => a.statusCode === 200 && a.json().success === true));
  const rows = await api.db.query('SELECT state FROM progress WHERE user_id = $1', [annaId]);
  t.same(rows, [{ state: 'active' }]);
});

t.test('a shelf of course cards shows each reader their own bookmarks, stored blocks or not', async (t) => {
  const pressed = (body: string) => body.split('aria-pressed="true"').length - 1;
  const list = (await visitor.get('/api/courses?lang=ru&page=0&per_page=12&orderBy=0&filterBy=date')).json();
  const course = list.courses[0];
  t.ok(course, 'the main page has a course to bookmark');
  // Every reader sees the shelf unmarked first, so the unmarked block is in the store.
  for (const browser of [anna, boris, visitor]) t.equal(pressed((await browser.get('/ru')).body), 0);

  const added = await anna.post(`/api/favorite/${course.id}/add`, { type: 'courses' });
  t.equal(added.statusCode, 200);
  const annas = (await anna.get('/ru')).body;
  t.equal(pressed(annas), 1, "Anna's bookmark is pressed on her main page");
  const at = annas.indexOf('aria-pressed="true"');
  // The button names its course in hidden text inside it (the title in its own language).
  t.match(annas.slice(at, annas.indexOf('</button>', at)), course.title, 'on the card of that course');
  t.equal(pressed((await anna.get('/ru')).body), 1, 'and again from the store');
  t.equal(pressed((await boris.get('/ru')).body), 0, "Boris's is not");
  t.equal(pressed((await visitor.get('/ru')).body), 0, 'nor a guest’s');
  t.equal(pressed((await anna.get('/ru/courses')).body), 1, 'the course list marks it for Anna too');
  t.equal(pressed((await boris.get('/ru/courses')).body), 0);

  await anna.post(`/api/favorite/${course.id}/delete`, { type: 'courses' });
  t.equal(pressed((await anna.get('/ru')).body), 0, 'taken back, the shelf is unmarked again');
});
