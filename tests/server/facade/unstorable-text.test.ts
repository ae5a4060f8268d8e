/**
 * Bad input is the caller's fault, never the upstream's (docs/product.md#validation): text PostgreSQL cannot
 * store (a NUL, a lone surrogate) is refused by the shared schemas with a localized 400 before anything goes
 * upstream, so a flood of it neither reaches the database nor opens a feature's breaker for everyone.
 */
import t from 'tap';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { startAccountsSite } from '../session/helpers.ts';

const { api, site } = await startAccountsSite(t);
const account = await confirmedUser(api.app, api.dataDir, 'nul@example.org', 'tzedakah-box-18');
const NUL = '\u0000';

const ATTACKER = '10.9.0.1';
const VISITOR = '10.9.0.2';
const write = (remoteAddress: string, url: string, payload: unknown, cookie = '') =>
  site.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: payload as string,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      origin: site.origin,
      'accept-language': 'en',
      cookie,
      ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
  });

const signIn = async (remoteAddress: string) => {
  const answer = await write(remoteAddress, '/api/login', {
    email: account.email,
    password: account.password,
  });
  const sid = answer.cookies.find((cookie) => cookie.name === 'sid')?.value;
  return { answer, cookie: sid ? `sid=${sid}` : '' };
};

/** Requests the API has seen so far (one `incoming request` line each). */
const apiRequests = () =>
  api
    .logs()
    .split('\n')
    .filter((line) => line.includes('"incoming request"')).length;

t.test('fifty requests with a NUL, then a real login and search from another address succeed', async (t) => {
  const { cookie } = await signIn(ATTACKER);
  t.ok(cookie, 'the attacker has a session for the signed-in calls');
  const attacks: Array<() => ReturnType<typeof write>> = [
    () => write(ATTACKER, '/api/login', { email: `a${NUL}@example.org`, password: 'x' }),
    () =>
      site.app.inject({
        method: 'GET',
        url: `/api/search?lang=en&query=${encodeURIComponent(`shtetl${NUL}`)}`,
        remoteAddress: ATTACKER,
        headers: { 'accept-language': 'en' },
      }),
    () =>
      write(
        ATTACKER,
        '/api/materials/winter-tree/',
        `content=${encodeURIComponent(`hi${NUL}`)}&lang=en`,
        cookie,
      ),
    () =>
      write(ATTACKER, '/api/register', {
        email: 'nul-new@example.org',
        password: 'tzedakah-box-19',
        name: `A${NUL}`,
      }),
    () => write(ATTACKER, '/api/user/profile', { city: `Vilnius${NUL}` }, cookie),
    () => write(ATTACKER, '/api/password/forgot', { email: `${NUL}@example.org` }),
    () => write(ATTACKER, '/api/user/profile', { name: 'Ann\ud800' }, cookie),
  ];
  const seenBefore = apiRequests();
  t.ok(seenBefore > 0, "the API's requests are counted");
  for (let i = 0; i < 50; i += 1) {
    const answer = await (attacks[i % attacks.length] as () => ReturnType<typeof write>)();
    t.equal(answer.statusCode, 400, `attack ${i}`);
    t.match(
      answer.json(),
      { error: 'validation_failed', message: 'Please check what you entered.', requestId: String },
      `attack ${i}: refused in the request's language`,
    );
  }
  t.equal(apiRequests(), seenBefore, 'none of them reached the API, let alone the database');

  const login = await signIn(VISITOR);
  t.equal(login.answer.statusCode, 200, 'a real login from another address');
  t.ok(login.cookie, 'which signs the visitor in');
  const search = await site.app.inject({
    method: 'GET',
    url: '/api/search?lang=en&query=shtetl',
    remoteAddress: VISITOR,
  });
  t.equal(search.statusCode, 200, 'a real search from another address');
  t.ok(search.json().materials_count + search.json().articles_count + search.json().books_count > 0);
  const breakers = (await site.app.inject('/internal/status')).json().breakers;
  for (const [group, breaker] of Object.entries(breakers as Record<string, { state: string }>)) {
    t.equal(breaker.state, 'closed', `the ${group} breaker stayed closed`);
  }
});

t.test('a refused request is answered in the language of the page it came from', async (t) => {
  const answer = await site.app.inject({
    method: 'GET',
    url: `/api/search?lang=ru&query=${encodeURIComponent(`штетл${NUL}`)}`,
    headers: { 'accept-language': 'en' },
  });
  t.equal(answer.statusCode, 400);
  t.match(answer.json(), {
    error: 'validation_failed',
    field: 'query',
    message: 'Проверьте введённые данные.',
  });
});
