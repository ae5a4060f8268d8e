import t from 'tap';
import { clearCookie, readToken, sessionCookies, setCookie } from '../../../server/cookies.ts';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { Browser, startAccountsSite } from './helpers.ts';

t.test('R8: in production the cookies are __Host- and Secure, httpOnly and SameSite=Lax', async (t) => {
  const cookies = sessionCookies({ isProduction: true, publicOrigin: 'http://localhost:3000' });
  t.same(cookies, { secure: true, session: '__Host-sid', oauth: '__Host-oauth', resetFlow: '__Host-reset' });
  t.equal(
    setCookie(cookies, cookies.session, 'T'.repeat(43), 3600),
    `__Host-sid=${'T'.repeat(43)}; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax`,
  );
  t.equal(
    clearCookie(cookies, cookies.session),
    '__Host-sid=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
  );
  t.equal(sessionCookies({ isProduction: false, publicOrigin: 'https://example.org' }).session, '__Host-sid');
  t.equal(sessionCookies({ isProduction: false, publicOrigin: 'http://127.0.0.1:3000' }).session, 'sid');
});

t.test('only a cookie value with the shape of a token is read as one', async (t) => {
  const token = 'A'.repeat(43);
  t.equal(readToken(token), token);
  t.equal(readToken('short'), undefined);
  t.equal(readToken(`${token}A`), undefined);
  t.equal(readToken(`${token.slice(1)};`), undefined);
  t.equal(readToken(undefined), undefined);
});

t.test('a production site sets __Host-sid on login, living no longer than the token', async (t) => {
  const { api, site } = await startAccountsSite(t, { env: { NODE_ENV: 'production' } });
  const account = await confirmedUser(api.app, api.dataDir, 'prod@example.org', 'shofar-blast-100');
  const login = await new Browser(site).post('/api/login', {
    email: account.email,
    password: account.password,
  });
  const header = String(login.headers['set-cookie']);
  t.match(header, /^__Host-sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=5184000; HttpOnly; Secure; SameSite=Lax$/);
  t.notMatch(header, /Domain=/);
});
