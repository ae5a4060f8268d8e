import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyReply } from 'fastify';
import t from 'tap';
import { clearSessionCookie, readToken, sessionCookies, setSessionCookie } from '../../../server/cookies.ts';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { Browser, startAccountsSite } from './helpers.ts';

/** The Set-Cookie header of an answer whose route does `write`. */
async function setCookieHeader(write: (reply: FastifyReply) => unknown): Promise<string> {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/', (_request, reply) => {
    write(reply);
    return reply.send('');
  });
  const answer = await app.inject('/');
  await app.close();
  return String(answer.headers['set-cookie']);
}

t.test('R8: in production the cookies are __Host- and Secure, httpOnly and SameSite=Lax', async (t) => {
  const cookies = sessionCookies({ isProduction: true, publicOrigin: 'http://localhost:3000' });
  t.same(cookies, { secure: true, session: '__Host-sid', oauth: '__Host-oauth', resetFlow: '__Host-reset' });
  t.equal(
    await setCookieHeader((reply) => setSessionCookie(reply, cookies, cookies.session, 'T'.repeat(43), 3600)),
    `__Host-sid=${'T'.repeat(43)}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
  );
  t.equal(
    await setCookieHeader((reply) => clearSessionCookie(reply, cookies, cookies.session)),
    '__Host-sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
  );
  t.equal(sessionCookies({ isProduction: false, publicOrigin: 'https://example.org' }).session, '__Host-sid');
  t.equal(sessionCookies({ isProduction: false, publicOrigin: 'http://127.0.0.1:3000' }).session, 'sid');
});

t.test('served over plain http, the cookies have no prefix and no Secure', async (t) => {
  const cookies = sessionCookies({ isProduction: false, publicOrigin: 'http://127.0.0.1:3000' });
  t.equal(
    await setCookieHeader((reply) =>
      setSessionCookie(reply, cookies, cookies.resetFlow, 'R'.repeat(43), 3600.7),
    ),
    `reset=${'R'.repeat(43)}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
  );
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
  t.match(header, /^__Host-sid=[A-Za-z0-9_-]{43}; Max-Age=5184000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  t.notMatch(header, /Domain=/);
});
