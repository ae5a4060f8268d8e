/**
 * The special-project admin commands against a running server (docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement): the pending
 * questionnaires are listed; a grant opens the tool (card_access = 1) in the user's next call and mails
 * the user in their language; a refusal, with or without a reason, mails them too and lets them ask
 * again; a decided request is not decided twice. Proved on PGlite and, with DATABASE_URL, PostgreSQL.
 */
import t from 'tap';
import { backends } from '../../helpers/api/build.ts';
import { bearer, post } from '../accounts/helpers/api.ts';
import { waitForMail } from '../accounts/helpers/outbox.ts';
import { confirmedUser, loginToken } from '../accounts/helpers/users.ts';
import { admin, cardAccess, environment, startServer } from './helpers.ts';

t.setTimeout(360_000);

const ANSWERS = {
  occupation: 'History teacher',
  institution: 'Grammar school, Vilnius',
  purpose: 'Lessons on the shtetl\nand a Yiddish club',
};

for (const backend of backends()) {
  t.test(`${backend}: list, grant and refuse questionnaires while the server runs`, async (t) => {
    const env = await environment(t, backend);
    const app = await startServer(env);
    t.teardown(() => app.close());
    const dataDir = env.DATA_DIR as string;
    const ella = await confirmedUser(app, dataDir, 'ella@example.org', undefined, {
      name: 'Ella',
      lang: 'en',
    });
    const lev = await confirmedUser(app, dataDir, 'lev@example.org', undefined, { name: 'Лев' });
    const ellaToken = await loginToken(app, ella);
    const levToken = await loginToken(app, lev);
    const send = (token: string) => post(app, '/api/user/special-access', ANSWERS, bearer(token));
    const mine = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/user/special-access', headers: bearer(token) })).json();

    t.equal((await admin(env, 'access-requests')).stdout.trim(), 'access-requests: none pending');
    const ellaRequest = (await send(ellaToken)).json().request.id as number;
    const levRequest = (await send(levToken)).json().request.id as number;

    const listed = await admin(env, 'access-requests');
    t.equal(listed.code, 0, listed.stderr);
    t.match(listed.stdout, new RegExp(`#${ellaRequest}  ella@example\\.org  Ella .*\\(en\\)`));
    t.match(
      listed.stdout,
      /use: {3}Lessons on the shtetl and a Yiddish club/,
      'answers shown on one line each',
    );
    t.ok(listed.stdout.indexOf(`#${ellaRequest}`) < listed.stdout.indexOf(`#${levRequest}`), 'oldest first');

    const grant = await admin(env, 'access-grant', String(ellaRequest));
    t.equal(grant.code, 0, grant.stderr);
    t.match(grant.stdout, new RegExp(`access-grant: request ${ellaRequest} of user \\d+ granted, mail sent`));
    t.equal(await cardAccess(app, ellaToken), 1, "the user's next call has card_access 1");
    const granted = await mine(ellaToken);
    t.equal(granted.request.status, 'granted');
    t.equal(granted.card_access, 1);
    const grantMail = await waitForMail(dataDir, 'ella@example.org', 2);
    t.match(grantMail.subject, /DA for Educators is open to you/, 'mailed in English, her language');
    t.match(grantMail.link, /^https:\/\/site\.example\/ru\/da-for-educators/, 'linking to the tool');

    const twice = await admin(env, 'access-grant', String(ellaRequest));
    t.match(twice.stdout, /was already granted/, 'a decided request is not decided again');
    const refuseGranted = await admin(env, 'access-refuse', String(ellaRequest), 'too late');
    t.match(refuseGranted.stdout, /was already granted/);
    t.equal(await cardAccess(app, ellaToken), 1, 'and the tool stays open');

    const refuse = await admin(env, 'access-refuse', String(levRequest), 'Укажите, пожалуйста, школу');
    t.equal(refuse.code, 0, refuse.stderr);
    t.match(refuse.stdout, /refused, mail sent/);
    const refused = await mine(levToken);
    t.equal(refused.request.status, 'refused');
    t.equal(refused.request.reason, 'Укажите, пожалуйста, школу');
    t.equal(refused.card_access, 0);
    t.equal(await cardAccess(app, levToken), 0, 'a refusal opens nothing');
    const refuseMail = await waitForMail(dataDir, 'lev@example.org', 2);
    t.match(refuseMail.subject, /Решение по вашей анкете/, 'mailed in Russian, his language');
    t.match(refuseMail.text, /Причина: Укажите, пожалуйста, школу/, 'with the reason');
    t.match(refuseMail.link, /^https:\/\/site\.example\/ru\/profile\/access$/);

    const second = await send(levToken);
    t.equal(second.statusCode, 200, 'a refused user may ask again');
    const noReason = await admin(env, 'access-refuse', String(second.json().request.id));
    t.equal(noReason.code, 0, 'the reason may be left out');
    const plainMail = await waitForMail(dataDir, 'lev@example.org', 3);
    t.notMatch(plainMail.text, /Причина/, 'and then the mail gives none');
    t.equal((await mine(levToken)).request.reason, null);

    const unknown = await admin(env, 'access-grant', '999999');
    t.not(unknown.code, 0, 'an unknown request fails');
    t.match(unknown.stderr, /no access request 999999/);
    const bad = await admin(env, 'access-grant', 'abc');
    t.not(bad.code, 0, 'a malformed id is refused');
    t.equal((await admin(env, 'access-refuse')).code, 2, 'the id is required');
  });
}
