import t from 'tap';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { Browser, startAccountsSite } from './helpers.ts';

const { api, site, webLogs } = await startAccountsSite(t);

async function signedIn(email: string) {
  const account = await confirmedUser(api.app, api.dataDir, email, 'pomegranate-613');
  const browser = new Browser(site);
  const login = await browser.post('/api/login', { email: account.email, password: account.password });
  return { account, browser, login };
}

t.test('login sets the session cookie and answers without the token; every login a new one', async (t) => {
  const { account, browser, login } = await signedIn('web-login@example.org');
  t.equal(login.statusCode, 200);
  t.same(login.json(), { success: true });
  t.equal(login.headers['cache-control'], 'no-store');
  const cookie = login.cookies.find((c) => c.name === 'sid');
  t.ok(cookie, 'named sid when not served securely');
  t.match(cookie, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 60 * 86_400 });
  t.notOk(cookie?.domain);
  const token = cookie?.value ?? '';
  t.match(token, /^[A-Za-z0-9_-]{43}$/);
  t.notOk(login.body.includes(token));

  const user = await browser.get('/api/user');
  t.equal(user.statusCode, 200);
  t.equal(user.json().user.email, account.email);
  t.equal(user.headers['cache-control'], 'no-store');
  t.notOk(user.body.includes(token));
  const page = await browser.get('/ru');
  t.equal(page.statusCode, 200);
  t.equal(page.headers['cache-control'], 'private, no-store');
  t.notOk(page.body.includes(token), 'the token never reaches the HTML');

  const again = await browser.post('/api/login', { email: account.email, password: account.password });
  const next = again.cookies.find((c) => c.name === 'sid')?.value;
  t.ok(next && next !== token, 'a new token even though one was presented');
});

t.test(
  'the facade builds the bearer itself: an Authorization header from the browser is dropped',
  async (t) => {
    const { login } = await signedIn('web-bearer@example.org');
    const token = login.cookies.find((c) => c.name === 'sid')?.value ?? '';
    const stranger = new Browser(site);
    const forged = await stranger.get('/api/user', { authorization: `Bearer ${token}` });
    t.equal(forged.statusCode, 401);
  },
);

t.test('logout revokes the token upstream and clears the cookie and site data', async (t) => {
  const { browser, login } = await signedIn('web-logout@example.org');
  const token = login.cookies.find((c) => c.name === 'sid')?.value ?? '';
  const out = await browser.post('/api/logout');
  t.equal(out.statusCode, 200);
  t.same(out.json(), { success: true });
  t.equal(out.headers['clear-site-data'], '"cookies", "storage"');
  t.match(
    out.cookies.find((c) => c.name === 'sid'),
    { value: '', maxAge: 0 },
  );
  const replay = new Browser(site);
  replay.cookies.set('sid', token);
  t.equal((await replay.get('/api/user')).statusCode, 401, 'the old cookie no longer works');
  const direct = await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
  t.equal(direct.statusCode, 401, 'nor the raw token against the API');
  const anonymous = await new Browser(site).post('/api/logout');
  t.equal(anonymous.statusCode, 200, 'logging out without a session is harmless');
});

t.test('a page with a session the API no longer knows clears it (docs/product.md#states)', async (t) => {
  const stale = new Browser(site);
  stale.cookies.set('sid', 'S'.repeat(43));
  const page = await stale.get('/ru');
  t.equal(page.statusCode, 200);
  t.match(
    page.cookies.find((c) => c.name === 'sid'),
    { value: '', maxAge: 0 },
  );
  t.match(webLogs(), /"msg":"User is not authenticated"/);
});

t.test('/logout is protected and a plain GET of it changes nothing', async (t) => {
  const visitor = await new Browser(site).get('/logout');
  t.equal(visitor.statusCode, 302);
  t.equal(visitor.headers.location, '/');
  const { browser } = await signedIn('web-get-logout@example.org');
  const page = await browser.get('/logout', { 'sec-fetch-site': 'cross-site' });
  t.equal(page.statusCode, 200);
  t.equal((await browser.get('/api/user')).statusCode, 200, 'the session is still valid');
});

t.test('logs never hold the token, the password or the cookie', async (t) => {
  const { account, login } = await signedIn('web-logs@example.org');
  const token = login.cookies.find((c) => c.name === 'sid')?.value ?? '';
  for (const secret of [token, account.password]) {
    t.notOk(webLogs().includes(secret), 'web tier');
    t.notOk(api.logs().includes(secret), 'content API');
  }
});
