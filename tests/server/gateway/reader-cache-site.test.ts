/**
 * The reader cache on the whole site (docs/architecture.md#the-reader-cache): a second signed-in view
 * asks the content API nothing, and its answers stay `no-store`; the reader's own write, an admin command
 * on the running site, a password change made in another browser and a logout each end what was kept at
 * once; and many readers in parallel through one web tier each see only their own name and state.
 */
import t from 'tap';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { admin } from '../../api/admin/helpers.ts';
import { startSite } from '../../helpers/site.ts';
import { Browser } from '../session/helpers.ts';

const site = await startSite({
  env: {
    REGISTRATIONS_PER_IP_PER_DAY: '0',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
    LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '0',
    // Long enough that only a drop, never the interval, makes a view ask again.
    SESSION_RECHECK_SECONDS: '300',
  },
});
t.teardown(() => site.close());

/** What the web tier asked the content API, by method and path. */
const asked: string[] = [];
const request = site.upstream.request;
site.upstream.request = (sent) => {
  asked.push(`${sent.method} ${sent.path.split('?')[0]}`);
  return request(sent);
};
function asking<T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const from = asked.length;
  return work().then((result) => ({ result, calls: asked.slice(from) }));
}

const PASSWORD = 'menorah-7-lights';
async function reader(email: string, name: string): Promise<Browser> {
  const browser = new Browser(site);
  await browser.post('/api/register', { email, password: PASSWORD, name, surname: '' });
  const mail = await waitForMail(site.dataDir, email);
  const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
  await browser.post('/api/confirm-email', new URLSearchParams({ pin }).toString());
  return signIn(email);
}
async function signIn(email: string): Promise<Browser> {
  const browser = new Browser(site);
  const login = await browser.post('/api/login', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return browser;
}

const READER_CALLS = ['GET /api/user', 'GET /api/user/continue'];

t.test('a second signed-in view asks the content API nothing, and stays no-store', async (t) => {
  const ida = await reader('ida@example.org', 'Ида');
  const first = await asking(() => ida.get('/ru'));
  t.equal(first.result.statusCode, 200);
  t.same(
    first.calls.filter((call) => READER_CALLS.includes(call)),
    READER_CALLS,
    'the first view asks for the user and the shelf',
  );
  const second = await asking(() => ida.get('/ru'));
  t.equal(second.result.statusCode, 200);
  t.same(second.calls, [], 'the second view asks nothing');
  t.match(second.result.body, '"name":"Ида"', 'and still shows the reader');
  t.equal(second.result.headers['cache-control'], 'private, no-store', 'the page is nobody else’s');
  t.notOk(second.result.headers['surrogate-key'], 'nor a CDN’s');

  const polled = await asking(() => ida.get('/api/user'));
  t.same(polled.calls, [], "the reader-state poll's user call is answered here too");
  t.equal(polled.result.headers['cache-control'], 'no-store');
  t.notOk(polled.result.headers['x-cache'], 'never from a shared cache');

  const material = await asking(() => ida.get('/ru/materials/ansky-expedition'));
  const materialAgain = await asking(() => ida.get('/ru/materials/ansky-expedition'));
  t.ok(material.calls.includes('GET /api/materials/1/like-state'), 'a material asks for the like state once');
  t.same(materialAgain.calls, [], 'its second view asks nothing: like and review states are kept');
});

t.test("the reader's own write ends what was kept for them at once", async (t) => {
  const lev = await reader('lev@example.org', 'Лев');
  await lev.get('/api/user');
  t.same((await asking(() => lev.get('/api/user'))).calls, [], 'kept');
  const added = await lev.post('/api/favorite/1/add', { type: 'material' });
  t.equal(added.statusCode, 200, added.body);
  const after = await asking(() => lev.get('/api/user'));
  t.same(after.calls, ['GET /api/user'], 'asked again');
  t.same(after.result.json().favoriteMaterials, [1], 'and shows the new favourite');
});

t.test('an admin command on the running site ends what was kept for its reader', async (t) => {
  const sara = await reader('sara@example.org', 'Сара');
  await sara.get('/api/user');
  t.same((await asking(() => sara.get('/api/user'))).calls, [], 'kept');
  t.equal((await sara.get('/api/user')).json().user.card_access, 0);
  const granted = await admin(
    { DATA_DIR: site.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    'grant-card-access',
    'sara@example.org',
  );
  t.equal(granted.code, 0, granted.stderr);
  const after = await asking(() => sara.get('/api/user'));
  t.same(after.calls, ['GET /api/user'], 'asked again');
  t.equal(after.result.json().user.card_access, 1, 'the hashtag tool is open');
});

t.test('a password change in one browser ends the other sessions at once; a logout its own', async (t) => {
  await reader('mira@example.org', 'Мира');
  const phone = await signIn('mira@example.org');
  const laptop = await signIn('mira@example.org');
  for (const browser of [phone, laptop]) await browser.get('/api/user');
  t.same((await asking(() => laptop.get('/api/user'))).calls, [], 'the laptop’s session is believed');
  const changed = await phone.post('/api/password/change', {
    current_password: PASSWORD,
    password: 'seven-branch-lamp-7',
  });
  t.equal(changed.statusCode, 200, changed.body);
  t.equal((await laptop.get('/api/user')).statusCode, 401, 'the laptop is signed out');
  t.equal((await phone.get('/api/user')).statusCode, 200, 'the phone that changed it stays');

  const cookie = phone.cookieHeader();
  t.equal((await phone.post('/api/logout')).statusCode, 200);
  const replayed = await site.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  t.equal(replayed.statusCode, 401, 'the logged-out token is refused at once');
});

t.test('many readers in parallel through one web tier each see only their own name and state', async (t) => {
  const names = Array.from({ length: 8 }, (_, i) => `Читатель${i + 1}`);
  // Made one after another (each waits for its mail); only their views run in parallel.
  const readers: Browser[] = [];
  for (const [i, name] of names.entries()) readers.push(await reader(`parallel-${i + 1}@example.org`, name));
  // Each reader has a state of their own: reader i keeps material i+1 among their favourites.
  await Promise.all(
    readers.map((browser, i) => browser.post(`/api/favorite/${i + 1}/add`, { type: 'material' })),
  );
  // Every reader at once, each three views in a row (more at once would only meet the render gate's 503).
  const views = (
    await Promise.all(
      readers.map(async (browser, i) => {
        const seen = [];
        for (let round = 0; round < 3; round++) {
          const [page, user] = await Promise.all([browser.get('/ru'), browser.get('/api/user')]);
          seen.push({
            i,
            statuses: [page.statusCode, user.statusCode],
            ownName: page.body.includes(`"name":"${names[i]}"`),
            others: names.filter((name) => name !== names[i] && page.body.includes(name)),
            name: user.json().user?.name as string,
            favourites: user.json().favoriteMaterials as number[],
          });
        }
        return seen;
      }),
    )
  ).flat();
  const wrong = views.filter(
    (view) =>
      view.statuses.some((status) => status !== 200) ||
      !view.ownName ||
      view.others.length > 0 ||
      view.name !== names[view.i] ||
      JSON.stringify(view.favourites) !== JSON.stringify([view.i + 1]),
  );
  t.same(wrong, [], `${views.length} views in parallel, each its reader's own`);
});
