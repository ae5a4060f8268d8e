import t from 'tap';
import { accountsApi, backends, bearer, form, post, RELAXED_LIMITS } from './helpers/api.ts';
import { readOutbox, waitForMail } from './helpers/outbox.ts';
import { confirmedUser, loginToken } from './helpers/users.ts';

const FLOW_A = 'flow-aaaaaaaaaaaaaaaaaaaaaaaa';
const FLOW_B = 'flow-bbbbbbbbbbbbbbbbbbbbbbbb';
const MINUTE = 60;

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await accountsApi(t, backend, RELAXED_LIMITS);
    const { app } = api;
    const forgot = (email: string, flow: string, lang = 'en') =>
      post(app, '/api/password/forgot', { email, flow, lang });
    const reset = (password: string, pin: string) => form(app, '/api/password/reset', { password, pin });
    const pinOf = (link: string) => new URL(link).searchParams.get('pin') ?? '';

    t.test('a reset link sets a new password once and ends every session', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'reset@example.org');
      const token = await loginToken(app, account);
      const userId = (await app.inject({ url: '/api/user', headers: bearer(token) })).json().user.id;
      const asked = await forgot(account.email, FLOW_A, 'en');
      t.same(asked.json(), { success: true, already_sent: false });
      const mail = await waitForMail(api.dataDir, account.email, 2);
      t.match(mail.subject, /Password reset/);
      const link = new URL(mail.link);
      t.equal(`${link.origin}${link.pathname}`, 'https://site.example/en');
      t.match(pinOf(mail.link), /^[A-Za-z0-9_-]{43}$/);

      const weak = await reset('weakpass', pinOf(mail.link));
      t.equal(weak.json().error, 'password_rule', 'a refused password does not use the pin up');
      const done = await reset('brand-new-pass-5', pinOf(mail.link));
      t.equal(done.statusCode, 200);
      t.same(done.json(), { success: true });
      t.equal(
        done.headers['x-cache-drops'],
        `reader:${userId}`,
        "web instances forget the account's sessions and what they keep for its pages",
      );
      t.equal(
        (await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode,
        401,
        'sessions ended',
      );
      const reused = await reset('another-pass-6', pinOf(mail.link));
      t.equal(reused.statusCode, 400);
      t.equal(reused.json().error, 'pin_invalid');
      t.equal(
        (await post(app, '/api/login', { email: account.email, password: 'brand-new-pass-5' })).statusCode,
        200,
      );
      const changed = await waitForMail(api.dataDir, account.email, 3);
      t.match(changed.subject, /Пароль изменён/, 'in the language the account was made in');
    });

    t.test('a reset pin expires after 30 minutes', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'expire@example.org');
      await forgot(account.email, FLOW_A);
      const mail = await waitForMail(api.dataDir, account.email, 2);
      api.clock.advance(30 * MINUTE + 1);
      const late = await reset('late-but-fine-1', pinOf(mail.link));
      t.equal(late.statusCode, 400);
      t.equal(late.json().error, 'pin_invalid');
    });

    t.test(
      '"a letter was already sent" answers only the browser that asked, known e-mail or not',
      async (t) => {
        const account = await confirmedUser(app, api.dataDir, 'pending@example.org');
        const unknown = 'nobody-here@example.org';
        const knownFirst = await forgot(account.email, FLOW_A);
        const unknownFirst = await forgot(unknown, FLOW_A);
        t.equal(knownFirst.body, unknownFirst.body, 'identical first answers');
        t.same(knownFirst.json(), { success: true, already_sent: false });
        const knownAgain = await forgot(account.email, FLOW_A);
        const unknownAgain = await forgot(unknown, FLOW_A);
        t.same(knownAgain.json(), { success: true, already_sent: true });
        t.equal(knownAgain.body, unknownAgain.body, 'the same flow hears "already sent" for both');
        const otherBrowser = await forgot(account.email, FLOW_B);
        t.same(
          otherBrowser.json(),
          { success: true, already_sent: false },
          'another browser gets the generic answer',
        );
        await waitForMail(api.dataDir, account.email, 2);
        const mails = (await readOutbox(api.dataDir)).filter((m) => m.to.includes('pending@'));
        t.equal(mails.length, 2, 'the confirmation and one reset mail: no second mail while one is pending');
        t.equal((await readOutbox(api.dataDir)).filter((m) => m.to.includes('nobody-here@')).length, 0);
      },
    );

    t.test('a newer reset mail makes the older link useless', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'newer@example.org');
      await forgot(account.email, FLOW_A);
      const first = await waitForMail(api.dataDir, account.email, 2);
      api.clock.advance(16 * MINUTE);
      t.same((await forgot(account.email, FLOW_A)).json(), { success: true, already_sent: false });
      const second = await waitForMail(api.dataDir, account.email, 3);
      t.equal((await reset('first-link-pass-1', pinOf(first.link))).statusCode, 400);
      t.equal((await reset('second-link-pass-2', pinOf(second.link))).statusCode, 200);
    });

    t.test('known and unknown e-mails take the same time to answer', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'timing@example.org');
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const sample = async (email: string, i: number) => {
        const started = performance.now();
        await forgot(email, `flow-timing-${i}-${email.length}-aaaaaaaaaaa`);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        known.push(await sample(account.email, i));
        unknown.push(await sample(`ghost-${i}@example.org`, i));
        api.clock.advance(16 * MINUTE);
      }
      t.ok(
        Math.abs(median(known) - median(unknown)) < 50,
        `medians ${median(known)} and ${median(unknown)} ms`,
      );
    });

    t.test('logs name no password, pin or token (R22)', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'quiet@example.org', 'log-secret-pass-9');
      const token = await loginToken(app, account);
      await post(app, '/api/login', { email: account.email, password: 'wrong-secret-pass-0' });
      await forgot(account.email, FLOW_A);
      const mail = await waitForMail(api.dataDir, account.email, 2);
      await reset('after-reset-pass-3', pinOf(mail.link));
      await form(app, '/api/confirm-email', { pin: 'x'.repeat(43) });
      const logs = api.logs();
      t.match(logs, /"event":"login","outcome":"success"/, 'security events are logged');
      t.match(logs, /"event":"pin","outcome":"failure"/);
      for (const secret of [
        account.password,
        'wrong-secret-pass-0',
        'after-reset-pass-3',
        token,
        pinOf(mail.link),
      ]) {
        t.notOk(logs.includes(secret), `no ${secret.slice(0, 6)}… in the logs`);
      }
      t.notOk(logs.includes(account.email), 'no e-mail addresses either');
      t.match(
        logs,
        /"link":"https:\/\/site\.example\/en\?pin=\[redacted\]"/,
        'the outbox log line redacts the pin',
      );
    });
  });
}
