import t from 'tap';
import { safeTarget } from '../../../server/auth/redirect.ts';
import { authorizeAtProvider, startOidcProvider } from '../../api/accounts/helpers/oidc.ts';
import { Browser, startAccountsSite } from './helpers.ts';

const ORIGIN = 'http://127.0.0.1:3000';
const provider = await startOidcProvider([
  `${ORIGIN}/authorize/google/callback`,
  `${ORIGIN}/authorize/facebook/callback`,
]);
t.teardown(() => provider.close());
const { site } = await startAccountsSite(t, {
  apiEnv: {
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  },
});

/** `/google_auth`, the provider's pages, and the address it sends the browser back to. */
async function startAndAuthorize(browser: Browser, back: string) {
  const start = await browser.get(`/google_auth?back=${encodeURIComponent(back)}`);
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const callback = await authorizeAtProvider(
    String(start.headers.location),
    `${ORIGIN}/authorize/google/callback`,
  );
  return { start, callbackPath: `${callback.pathname}${callback.search}` };
}

t.test('R15: Google sign-in returns to the page it started from with a new session', async (t) => {
  provider.next = {
    sub: 'web-g-1',
    email: 'web-social@example.org',
    email_verified: true,
    given_name: 'Песах',
  };
  const browser = new Browser(site);
  const { start, callbackPath } = await startAndAuthorize(browser, '/en/materials');
  const url = new URL(String(start.headers.location));
  t.equal(url.origin, provider.issuer);
  t.equal(
    url.searchParams.get('redirect_uri'),
    `${ORIGIN}/authorize/google/callback`,
    'the registered redirect URI',
  );
  t.equal(url.searchParams.get('code_challenge_method'), 'S256');
  t.match(url.searchParams.get('state'), /^[A-Za-z0-9_-]{43}$/);
  const flow = start.cookies.find((c) => c.name === 'oauth');
  t.match(flow, { httpOnly: true, sameSite: 'Lax', maxAge: 600, path: '/' });

  const back = await browser.get(callbackPath);
  t.equal(back.statusCode, 302);
  t.equal(back.headers.location, '/en/materials');
  t.equal(back.headers['referrer-policy'], 'no-referrer');
  t.ok(browser.cookies.get('sid'), 'signed in');
  t.notOk(browser.cookies.has('oauth'), 'the flow cookie is used up');
  t.equal((await browser.get('/api/user')).json().user.name, 'Песах');

  const replay = await browser.get(callbackPath);
  t.match(replay.headers.location, /auth_error=social_failed/, 'a used state does not work twice');
});

t.test('R15: a forged, missing or foreign state signs no one in', async (t) => {
  provider.next = { sub: 'web-g-2', email: 'forged-web@example.org', email_verified: true };
  const victim = new Browser(site);
  const { callbackPath } = await startAndAuthorize(victim, '/ru');
  const attacker = new Browser(site);
  const noCookie = await attacker.get(callbackPath);
  t.equal(noCookie.statusCode, 302);
  t.equal(noCookie.headers.location, '/ru?auth_error=social_failed');
  t.notOk(
    noCookie.cookies.some((c) => c.name === 'sid' && c.value),
    'no session cookie',
  );

  const forged = await victim.get(
    callbackPath.replace(/state=[^&]+/, 'state=forged-forged-forged-forged-forged-forged-f'),
  );
  t.match(forged.headers.location, /auth_error=social_failed/);
  t.notOk(victim.cookies.get('sid'));
});

t.test('a provider without configuration answers with a clear message on the page', async (t) => {
  const answer = await new Browser(site).get('/fb_auth?back=/en');
  t.equal(answer.statusCode, 302);
  t.equal(answer.headers.location, '/en?auth_error=provider_unavailable');
  t.notOk(answer.cookies.some((c) => c.name === 'oauth'));
});

t.test('R15: an unknown provider is the 404 page', async (t) => {
  const answer = await new Browser(site).get('/authorize/twitter/callback?code=x&state=y');
  t.equal(answer.statusCode, 404);
  t.match(answer.headers['content-type'], /text\/html/);
});

t.test('R16: only same-origin paths under a locale are return targets', async (t) => {
  const table: [string, string][] = [
    ['https://evil.example', '/ru'],
    ['//evil.example', '/ru'],
    ['/\\evil.example', '/ru'],
    ['%2F%2Fevil.example', '/ru'],
    ['javascript:alert(1)', '/ru'],
    ['/ru\r\nSet-Cookie:x=1', '/ru'],
    ['/ru%0d%0aSet-Cookie:x=1', '/ru'],
    ['/en/materials', '/en/materials'],
    ['/ru/courses/music-course', '/ru/courses/music-course'],
    ['/de/materials', '/ru'],
  ];
  for (const [input, expected] of table) t.equal(safeTarget(input), expected, JSON.stringify(input));
  for (const raw of [
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    '%2Fru%0d%0aSet-Cookie%3Ax%3D1',
  ]) {
    const answer = await new Browser(site).get(`/fb_auth?back=${raw}`);
    t.equal(answer.headers.location, '/ru?auth_error=provider_unavailable', raw);
  }
});
