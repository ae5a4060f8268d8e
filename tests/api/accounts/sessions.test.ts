import t from 'tap';
import { accountsApi, backends, bearer, post, RELAXED_LIMITS } from './helpers/api.ts';
import { confirmedUser, loginToken } from './helpers/users.ts';

const DAY = 86_400;

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await accountsApi(t, backend, RELAXED_LIMITS);
    const { app } = api;
    const user = (token: string) => app.inject({ url: '/api/user', headers: bearer(token) });

    t.test('every login issues a new token; logout revokes only the one presented', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'sessions@example.org');
      const first = await loginToken(app, account);
      const second = await loginToken(app, account);
      t.not(first, second);
      t.equal((await user(first)).statusCode, 200);

      const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
      t.equal(out.statusCode, 200);
      t.same(out.json(), { success: true });
      t.equal((await user(first)).statusCode, 401, 'the revoked token no longer works');
      t.equal((await user(second)).statusCode, 200, 'the other session is untouched');
      const twice = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
      t.equal(twice.statusCode, 401);
      const [row] = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sessions WHERE token_hash = sha256(convert_to($1, 'UTF8'))",
        [first],
      );
      t.equal(row?.n, 1, 'the database holds the SHA-256 of the token');
      const [raw] = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sessions WHERE encode(token_hash, 'escape') LIKE '%' || $1 || '%'",
        [first],
      );
      t.equal(raw?.n, 0, 'and never the token itself');
    });

    t.test('no token, a malformed one or an unknown one is 401', async (t) => {
      t.equal((await app.inject({ url: '/api/user' })).statusCode, 401);
      t.equal(
        (await app.inject({ url: '/api/user', headers: { authorization: 'Bearer x' } })).statusCode,
        401,
      );
      t.equal((await user('A'.repeat(43))).statusCode, 401);
      t.equal(
        (await app.inject({ url: '/api/user', headers: { authorization: 'Basic abc' } })).statusCode,
        401,
      );
    });

    t.test('a session slides with use, ends after 14 idle days and after 60 days in any case', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'idle@example.org');
      const idle = await loginToken(app, account);
      const busy = await loginToken(app, account);
      for (let day = 0; day < 50; day += 10) {
        api.clock.advance(10 * DAY);
        t.equal((await user(busy)).statusCode, 200, `used on day ${day + 10}`);
      }
      t.equal((await user(idle)).statusCode, 401, 'unused for more than 14 days');
      api.clock.advance(10 * DAY + 1);
      t.equal((await user(busy)).statusCode, 401, 'past the absolute lifetime');
    });

    t.test('a profile password change needs the current password and ends the other sessions', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'change@example.org');
      const here = await loginToken(app, account);
      const elsewhere = await loginToken(app, account);
      const change = (body: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/password/change', payload: body, headers: bearer(here) });
      const wrong = await change({ current_password: 'not-it-123', password: 'new-secret-77' });
      t.equal(wrong.statusCode, 400);
      t.same(wrong.json().error, 'wrong_password');
      t.equal(wrong.json().field, 'current_password');
      const weak = await change({ current_password: account.password, password: 'short1' });
      t.equal(weak.json().error, 'password_too_short');
      const done = await change({ current_password: account.password, password: 'new-secret-77' });
      t.equal(done.statusCode, 200);
      t.equal((await user(here)).statusCode, 200, 'the session that changed it stays');
      t.equal((await user(elsewhere)).statusCode, 401, 'every other session ended');
      t.equal(
        (await post(app, '/api/login', { email: account.email, password: account.password })).statusCode,
        401,
      );
      t.equal(
        (await post(app, '/api/login', { email: account.email, password: 'new-secret-77' })).statusCode,
        200,
      );
      const unauthenticated = await app.inject({
        method: 'POST',
        url: '/api/password/change',
        payload: { current_password: 'new-secret-77', password: 'another-one-88' },
      });
      t.equal(unauthenticated.statusCode, 401);
    });

    t.test('the profile accepts only its allowlisted fields; the e-mail cannot change', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'profile@example.org');
      const token = await loginToken(app, account);
      const update = (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/api/user/profile', payload, headers: bearer(token) });
      const [tag] = await api.db.query<{ id: number }>('SELECT id FROM tags ORDER BY id LIMIT 1');
      const ok = await update({ name: ' Шломо ', city: 'Вильнюс', interesting_tags: [tag?.id] });
      t.equal(ok.statusCode, 200);
      const email = await update({ email: 'other@example.org', name: 'X' });
      t.equal(email.statusCode, 400);
      t.equal(email.json().error, 'email_immutable');
      t.equal(
        (await update({ email: 'PROFILE@example.org' })).statusCode,
        200,
        'the same address is no change',
      );
      const role = await update({ card_access: 1 });
      t.equal(role.statusCode, 400);
      t.equal(role.json().field, 'card_access');
      const unknown = await update({ name: 'Nobody', interesting_tags: [999_999] });
      t.equal(unknown.json().error, 'unknown_tags');
      const answer = (await user(token)).json();
      t.equal(answer.user.name, 'Шломо', 'trimmed, and untouched by the refused updates');
      t.equal(answer.user.city, 'Вильнюс');
      t.equal(answer.user.card_access, 0);
      t.same(answer.user.interesting_tags, [tag?.id]);
    });

    t.test('a user told to change the password gets a reset pin instead of a session', async (t) => {
      const account = await confirmedUser(app, api.dataDir, 'mustchange@example.org');
      await api.db.query('UPDATE users SET must_change_password = true WHERE email = $1', [account.email]);
      const login = await post(app, '/api/login', { email: account.email, password: account.password });
      t.equal(login.statusCode, 200);
      const answer = login.json();
      t.equal(answer.password_change_required, true);
      t.notOk(answer.token);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: `password=changed-pass-42&pin=${answer.pin}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      t.equal(reset.statusCode, 200);
      const next = await post(app, '/api/login', { email: account.email, password: 'changed-pass-42' });
      t.ok(next.json().token, 'a session once the password is new');
    });
  });
}
