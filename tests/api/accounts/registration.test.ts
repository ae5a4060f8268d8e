import t from 'tap';
import { accountsApi, backends, bearer, form, post, RELAXED_LIMITS } from './helpers/api.ts';
import { readOutbox, waitForMail } from './helpers/outbox.ts';

const PASSWORD = 'kugel-2024-shtetl';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await accountsApi(t, backend, RELAXED_LIMITS);
    const { app } = api;

    t.test(
      'registration sends a confirmation link; the account works only after it is followed',
      async (t) => {
        const email = 'Rivka.Levi@Example.org';
        const registered = await post(app, '/api/register', {
          email,
          password: PASSWORD,
          name: 'Ривка',
          lang: 'ru',
        });
        t.equal(registered.statusCode, 200);
        t.same(registered.json(), { success: true });

        const mail = await waitForMail(api.dataDir, email);
        t.match(mail.subject, /Подтвердите e-mail/);
        t.match(mail.text, /Здравствуйте, Ривка!/);
        const link = new URL(mail.link);
        t.equal(link.origin, 'https://site.example', 'links are built on PUBLIC_ORIGIN');
        t.equal(link.pathname, '/ru/registration-completed');
        const pin = link.searchParams.get('email-pin') ?? '';
        t.match(pin, /^[A-Za-z0-9_-]{43}$/, 'the pin carries 256 random bits in base64url');
        t.match(mail.html, /<a href="https:\/\/site\.example\/ru\/registration-completed\?email-pin=/);

        const early = await post(app, '/api/login', { email, password: PASSWORD });
        t.equal(early.statusCode, 403);
        t.equal(early.json().error, 'email_not_confirmed');

        const confirmed = await form(app, '/api/confirm-email', { pin });
        t.equal(confirmed.statusCode, 200);
        t.same(confirmed.json(), { success: true });
        const again = await form(app, '/api/confirm-email', { pin });
        t.equal(again.statusCode, 400, 'a pin works once');
        t.equal(again.json().error, 'pin_invalid');

        const login = await post(app, '/api/login', { email: 'rivka.levi@example.org', password: PASSWORD });
        t.equal(login.statusCode, 200, 'the e-mail is matched case-insensitively');
        const { token, expires_in } = login.json();
        t.match(token, /^[A-Za-z0-9_-]{43}$/);
        t.equal(expires_in, 60 * 86_400);

        const user = await app.inject({ url: '/api/user', headers: bearer(token) });
        t.equal(user.statusCode, 200);
        t.match(user.json(), {
          user: {
            name: 'Ривка',
            surname: '',
            email,
            card_access: 0,
            role: 'user',
            email_confirmed: true,
            has_password: true,
            comments_count: 0,
            chat: { unread_user_messages: 0 },
            test_admin: false,
          },
          favoriteMaterials: [],
          favoriteCourses: [],
          count_materials: 0,
          count_courses: 0,
        });
      },
    );

    t.test('registering a known e-mail answers the same and mails the owner instead', async (t) => {
      const email = 'known@example.org';
      const first = await post(app, '/api/register', { email, password: PASSWORD, lang: 'en' });
      const confirm = await waitForMail(api.dataDir, email);
      await form(app, '/api/confirm-email', {
        pin: new URL(confirm.link).searchParams.get('email-pin') ?? '',
      });
      const second = await post(app, '/api/register', {
        email: 'KNOWN@example.org',
        password: 'other-pass-99',
        lang: 'en',
      });
      t.equal(second.statusCode, first.statusCode);
      t.same(second.json(), first.json(), 'byte-identical bodies');
      const exists = await waitForMail(api.dataDir, email, 2);
      t.match(exists.subject, /You already have an account/);
      const login = await post(app, '/api/login', { email, password: 'other-pass-99' });
      t.equal(login.statusCode, 401, 'the second registration changed nothing');
    });

    t.test('20 parallel registrations with one e-mail make one account', async (t) => {
      const email = 'parallel@example.org';
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(app, '/api/register', { email, password: PASSWORD })),
      );
      t.same(new Set(answers.map((a) => a.statusCode)), new Set([200]));
      const [row] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1',
        [email],
      );
      t.equal(row?.n, 1);
    });

    t.test('a confirmation pin expires after 24 hours', async (t) => {
      const email = 'slow@example.org';
      await post(app, '/api/register', { email, password: PASSWORD });
      const mail = await waitForMail(api.dataDir, email);
      api.clock.advance(24 * 3600 + 1);
      const late = await form(app, '/api/confirm-email', {
        pin: new URL(mail.link).searchParams.get('email-pin') ?? '',
      });
      t.equal(late.statusCode, 400);
      t.equal(late.json().error, 'pin_invalid');
    });

    t.test('a newer confirmation mail makes the older link useless', async (t) => {
      const email = 'twice@example.org';
      await post(app, '/api/register', { email, password: PASSWORD });
      const first = await waitForMail(api.dataDir, email);
      await post(app, '/api/register', { email, password: PASSWORD });
      const second = await waitForMail(api.dataDir, email, 2);
      const pinOf = (link: string) => new URL(link).searchParams.get('email-pin') ?? '';
      t.equal((await form(app, '/api/confirm-email', { pin: pinOf(first.link) })).statusCode, 400);
      t.equal((await form(app, '/api/confirm-email', { pin: pinOf(second.link) })).statusCode, 200);
    });

    t.test('the password rule and the common-password list apply, with their own codes', async (t) => {
      const cases: [string, number, string | undefined][] = [
        ['short1a', 400, 'password_too_short'],
        ['onlyletters', 400, 'password_rule'],
        ['12345678901', 400, 'password_rule'],
        ['Password123', 400, 'password_common'],
        ['qwerty2024', 400, 'password_common'],
        [`a1${'я'.repeat(127)}`, 400, 'password_too_long'],
      ];
      for (const [password, status, code] of cases) {
        const answer = await post(app, '/api/register', { email: 'rules@example.org', password });
        t.equal(answer.statusCode, status, password.slice(0, 20));
        t.equal(answer.json().error, code);
      }
      const started = performance.now();
      const huge = await post(app, '/api/register', {
        email: 'rules@example.org',
        password: 'a1'.repeat(5000),
      });
      t.equal(huge.statusCode, 400, '10 000 characters are refused');
      t.ok(performance.now() - started < 50, 'before any hashing');
      t.equal((await readOutbox(api.dataDir)).filter((m) => m.to.includes('rules@')).length, 0);
    });

    t.test('any Unicode password of 8 to 128 characters works exactly as typed', async (t) => {
      const email = 'unicode@example.org';
      const password = ` z9 ${'🕯️ёЖ'.repeat(30)}! `;
      t.ok([...password].length <= 128);
      await post(app, '/api/register', { email, password });
      const mail = await waitForMail(api.dataDir, email);
      await form(app, '/api/confirm-email', { pin: new URL(mail.link).searchParams.get('email-pin') ?? '' });
      t.equal((await post(app, '/api/login', { email, password })).statusCode, 200);
      t.equal(
        (await post(app, '/api/login', { email, password: password.trim() })).statusCode,
        401,
        'no trimming',
      );

      const spaced = 'spaced@example.org';
      await post(app, '/api/register', { email: spaced, password: ' pass word1 ' });
      const spacedMail = await waitForMail(api.dataDir, spaced);
      await form(app, '/api/confirm-email', {
        pin: new URL(spacedMail.link).searchParams.get('email-pin') ?? '',
      });
      t.equal((await post(app, '/api/login', { email: spaced, password: ' pass word1 ' })).statusCode, 200);
      t.equal((await post(app, '/api/login', { email: spaced, password: 'pass word1' })).statusCode, 401);
      const [row] = await api.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE email = $1',
        [spaced],
      );
      t.match(row?.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/, 'argon2id with the R10 parameters');
    });
  });
}
