import t from 'tap';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { Browser, startAccountsSite } from './helpers.ts';

t.test('R11 through the site: rotating X-Forwarded-For does not reset the login counter', async (t) => {
  const { api, site } = await startAccountsSite(t, {
    apiEnv: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '6', LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '30' },
  });
  const account = await confirmedUser(api.app, api.dataDir, 'rotate@example.org', 'havdalah-candle-3');
  const browser = new Browser(site);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const answer = await browser.post(
      '/api/login',
      { email: account.email, password: 'wrong-one-1' },
      {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      },
    );
    statuses.push(answer.statusCode);
  }
  t.same(statuses, [401, 401, 401, 401, 401]);
  const locked = await browser.post(
    '/api/login',
    { email: account.email, password: account.password },
    {
      'x-forwarded-for': '198.51.100.200',
    },
  );
  t.equal(locked.statusCode, 429, 'the sixth is refused whatever address the header claims');
  t.ok(Number(locked.headers['retry-after']) > 0, 'with Retry-After');
  t.match(locked.json(), { error: 'rate_limited', message: /Слишком много запросов|Too many requests/ });
  t.notOk(locked.cookies.some((c) => c.name === 'sid'));
});

t.test('R12 through the site: "already sent" is for the browser that asked, by its cookie', async (t) => {
  const { api, site } = await startAccountsSite(t);
  const account = await confirmedUser(api.app, api.dataDir, 'flow@example.org', 'havdalah-candle-4');
  const browser = new Browser(site);
  const first = await browser.post('/api/password/forgot', { email: account.email, lang: 'en' });
  t.same(first.json(), { success: true, already_sent: false });
  const flow = first.cookies.find((c) => c.name === 'reset');
  t.match(flow, { httpOnly: true, sameSite: 'Lax', path: '/' });
  t.same((await browser.post('/api/password/forgot', { email: account.email })).json(), {
    success: true,
    already_sent: true,
  });
  const other = new Browser(site);
  t.same((await other.post('/api/password/forgot', { email: account.email })).json(), {
    success: true,
    already_sent: false,
  });
  const unknown = await browser.post('/api/password/forgot', { email: 'ghost-web@example.org' });
  t.equal(unknown.body, first.body, 'an unknown e-mail gets the very same answer');
});

t.test('R18: the test-admin header reaches the API only when the mode is on', async (t) => {
  const { testAdminHash } = await import('../../../api/accounts/test-admin.ts');
  const secret = 'test-admin-secret-0123456789abcdef0123';
  for (const enabled of ['true', 'false']) {
    const { api, site } = await startAccountsSite(t, {
      env: { TEST_ADMIN_ENABLED: enabled },
      apiEnv: { TEST_ADMIN_SECRET: secret },
    });
    const account = await confirmedUser(
      api.app,
      api.dataDir,
      `admin-${enabled}@example.org`,
      'havdalah-candle-5',
    );
    const [row] = await api.db.query<{ id: number }>(
      "UPDATE users SET role = 'admin' WHERE email = $1 RETURNING id",
      [account.email],
    );
    const browser = new Browser(site);
    await browser.post('/api/login', { email: account.email, password: account.password });
    const header = `qa:${testAdminHash(secret, 'qa', row?.id ?? 0)}`;
    const withFlag = (await browser.get('/api/user', { 'x-test-admin': header })).json();
    const without = (await browser.get('/api/user')).json();
    t.equal(withFlag.user.test_admin, enabled === 'true', `TEST_ADMIN_ENABLED=${enabled}`);
    t.equal(without.user.test_admin, false);
    const wrong = (await browser.get('/api/user', { 'x-test-admin': `qa:${'0'.repeat(64)}` })).json();
    t.equal(wrong.user.test_admin, false, 'a wrong hash means nothing');
  }
});

t.test('R18: neither tier starts with test-admin mode in production', async (t) => {
  const { loadConfig, ConfigError } = await import('../../../server/config.ts');
  const { loadApiConfig, ConfigError: ApiConfigError } = await import('../../../api/config/index.ts');
  t.throws(() => loadConfig({ NODE_ENV: 'production', TEST_ADMIN_ENABLED: 'true' }), ConfigError);
  t.throws(
    () => loadApiConfig({ NODE_ENV: 'production', TEST_ADMIN_SECRET: 'x'.repeat(40) }),
    ApiConfigError,
  );
  t.equal(loadConfig({ NODE_ENV: 'production' }).testAdminEnabled, false, 'off unless configured');
});
