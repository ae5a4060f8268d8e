import t from 'tap';
import { accountsApi, backends, form, post, RELAXED_LIMITS } from './helpers/api.ts';
import { confirmedUser } from './helpers/users.ts';

const MINUTE = 60;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

for (const backend of backends()) {
  t.test(backend, async (t) => {
    t.test(
      'R11: five wrong passwords lock (address, e-mail); the right one is refused while locked',
      async (t) => {
        const api = await accountsApi(t, backend, RELAXED_LIMITS);
        const { app } = api;
        const a = await confirmedUser(app, api.dataDir, 'locked@example.org');
        const b = await confirmedUser(app, api.dataDir, 'other@example.org');
        const login = (email: string, password: string, ip: string) =>
          post(app, '/api/login', { email, password }, from(ip));
        for (let i = 1; i <= 5; i += 1)
          t.equal((await login(a.email, 'wrong-pass-1', '203.0.113.5')).statusCode, 401);
        const sixth = await login(a.email, 'wrong-pass-1', '203.0.113.5');
        t.equal(sixth.statusCode, 429, 'the sixth attempt is refused');
        t.equal(sixth.json().error, 'rate_limited');
        t.equal(sixth.headers['retry-after'], '600', 'for ten minutes');
        t.equal(
          (await login(a.email, a.password, '203.0.113.5')).statusCode,
          429,
          'even with the right password',
        );
        t.equal(
          (await login(b.email, b.password, '203.0.113.5')).statusCode,
          200,
          'another e-mail from there works',
        );
        t.equal(
          (await login(a.email, a.password, '198.51.100.7')).statusCode,
          200,
          'the account from another address',
        );

        api.clock.advance(10 * MINUTE + 1);
        t.equal((await login(a.email, 'wrong-pass-1', '203.0.113.5')).statusCode, 401, 'the lockout ended');
        for (let i = 0; i < 4; i += 1) await login(a.email, 'wrong-pass-1', '203.0.113.5');
        const again = await login(a.email, a.password, '203.0.113.5');
        t.equal(again.statusCode, 429);
        t.equal(again.headers['retry-after'], '1200', 'the next lockout is twice as long');
        api.clock.advance(20 * MINUTE + 1);
        t.equal((await login(a.email, a.password, '203.0.113.5')).statusCode, 200, 'a success after it');
      },
    );

    t.test('R11: six login attempts a minute and thirty an hour per address', async (t) => {
      const api = await accountsApi(t, backend, {
        ...RELAXED_LIMITS,
        LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '6',
        LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '30',
      });
      const { app } = api;
      const user = await confirmedUser(app, api.dataDir, 'busy@example.org');
      const attempt = (ip: string) =>
        post(app, '/api/login', { email: user.email, password: user.password }, from(ip));
      for (let i = 0; i < 6; i += 1) t.equal((await attempt('192.0.2.1')).statusCode, 200);
      const seventh = await attempt('192.0.2.1');
      t.equal(seventh.statusCode, 429);
      t.ok(Number(seventh.headers['retry-after']) <= 60);
      t.equal((await attempt('192.0.2.2')).statusCode, 200, 'a second address is unaffected');
      let refused = 0;
      for (let minute = 0; minute < 5; minute += 1) {
        api.clock.advance(MINUTE);
        for (let i = 0; i < 6; i += 1) if ((await attempt('192.0.2.1')).statusCode === 429) refused += 1;
      }
      t.equal(refused, 6, 'the thirty-first attempt in the hour and after are refused');
    });

    t.test('R11: at most 100 failures an hour for one account from all addresses', async (t) => {
      const api = await accountsApi(t, backend, {
        ...RELAXED_LIMITS,
        LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '3',
      });
      const { app } = api;
      const user = await confirmedUser(app, api.dataDir, 'target@example.org');
      for (let i = 0; i < 3; i += 1) {
        await post(
          app,
          '/api/login',
          { email: user.email, password: 'guess-000' },
          from(`198.18.0.${i + 1}`),
        );
      }
      const fresh = await post(
        app,
        '/api/login',
        { email: user.email, password: user.password },
        from('198.18.1.1'),
      );
      t.equal(fresh.statusCode, 429, 'a new address meets the account limit');
    });

    t.test('R12: an address may try at most 8 unknown e-mails in 12 hours', async (t) => {
      const api = await accountsApi(t, backend, { ...RELAXED_LIMITS, LOGIN_UNKNOWN_EMAILS_PER_IP: '8' });
      const { app } = api;
      const probe = (i: number) =>
        post(
          app,
          '/api/login',
          { email: `probe${i}@example.org`, password: 'whatever-1' },
          from('192.0.2.50'),
        );
      for (let i = 0; i < 8; i += 1) {
        const answer = await probe(i);
        t.equal(answer.json().error, 'no_account');
      }
      t.equal((await probe(8)).statusCode, 429, 'the ninth distinct e-mail is refused');
      t.equal((await probe(3)).json().error, 'no_account', 'one tried before still answers');
      api.clock.advance(12 * 3600 + 1);
      t.equal((await probe(9)).json().error, 'no_account', 'after 12 hours');
    });

    t.test('R19: three registrations per address and day', async (t) => {
      const api = await accountsApi(t, backend, { ...RELAXED_LIMITS, REGISTRATIONS_PER_IP_PER_DAY: '3' });
      const register = (i: number, ip: string) =>
        post(
          api.app,
          '/api/register',
          { email: `new${i}@example.org`, password: 'dreidel-spin-4' },
          from(ip),
        );
      for (let i = 0; i < 3; i += 1) t.equal((await register(i, '192.0.2.9')).statusCode, 200);
      const fourth = await register(3, '192.0.2.9');
      t.equal(fourth.statusCode, 429);
      t.ok(Number(fourth.headers['retry-after']) > 3600);
      t.equal((await register(4, '192.0.2.10')).statusCode, 200);
    });

    t.test('R13: reset mails are limited per e-mail and per address', async (t) => {
      const api = await accountsApi(t, backend, {
        ...RELAXED_LIMITS,
        RESET_REQUESTS_PER_EMAIL_PER_HOUR: '5',
        RESET_REQUESTS_PER_IP_PER_HOUR: '20',
      });
      const ask = (email: string, ip: string, i: number) =>
        post(api.app, '/api/password/forgot', { email, flow: `flow-limit-${i}-aaaaaaaaaaaaaaa` }, from(ip));
      for (let i = 0; i < 5; i += 1)
        t.equal((await ask('victim@example.org', `192.0.2.${i + 1}`, i)).statusCode, 200);
      t.equal((await ask('victim@example.org', '192.0.2.99', 6)).statusCode, 429, 'the sixth for one e-mail');
      for (let i = 0; i < 20; i += 1) await ask(`spray${i}@example.org`, '198.51.100.20', i);
      t.equal(
        (await ask('spray-last@example.org', '198.51.100.20', 99)).statusCode,
        429,
        'the 21st from one address',
      );
    });

    t.test(
      'R13: ten failed pins per address an hour, then 429; a good pin is refused meanwhile',
      async (t) => {
        const api = await accountsApi(t, backend, { ...RELAXED_LIMITS, PIN_FAILURES_PER_IP_PER_HOUR: '10' });
        const guess = (i: number, ip = '192.0.2.77') =>
          form(
            api.app,
            '/api/password/reset',
            { password: 'guessing-pass-1', pin: `${'g'.repeat(40)}${String(i).padStart(3, '0')}` },
            from(ip),
          );
        for (let i = 0; i < 10; i += 1) t.equal((await guess(i)).statusCode, 400);
        const eleventh = await guess(10);
        t.equal(eleventh.statusCode, 429);
        t.equal(
          (await form(api.app, '/api/confirm-email', { pin: 'short' }, from('192.0.2.77'))).statusCode,
          429,
        );
        t.equal((await guess(11, '192.0.2.78')).statusCode, 400, 'another address may still try');
      },
    );

    t.test('R13: 200 failed pins site-wide close every pin for 15 minutes and raise an alert', async (t) => {
      const api = await accountsApi(t, backend, { ...RELAXED_LIMITS, PIN_FAILURES_GLOBAL_PER_HOUR: '5' });
      for (let i = 0; i < 5; i += 1)
        await form(api.app, '/api/confirm-email', { pin: `p${i}` }, from(`10.9.0.${i}`));
      const closed = await form(api.app, '/api/confirm-email', { pin: 'anything' }, from('10.9.1.1'));
      t.equal(closed.statusCode, 429);
      t.equal(closed.headers['retry-after'], '900');
      t.match(api.logs(), /"level":50.*"outcome":"circuit_open"/, 'logged as an error');
      api.clock.advance(15 * MINUTE + 1);
      t.equal(
        (await form(api.app, '/api/confirm-email', { pin: 'anything' }, from('10.9.1.1'))).statusCode,
        400,
      );
    });
  });
}
