/**
 * Admin commands never lose a write (docs/architecture.md#sessions-and-accounts): `npm run admin` sends a command to the
 * running API when a server holds the database, and opens the database itself only when none does.
 * A grant made while the server runs is in the user's next user call and still there after a restart;
 * the user gets a mail; revoke closes the tool again. Proved on PGlite (one process: a second writer's
 * writes are lost) and on PostgreSQL when DATABASE_URL is set.
 */
import { stat, writeFile } from 'node:fs/promises';
import t from 'tap';
import { endpointPath } from '../../../api/admin/endpoint.ts';
import { backends } from '../../helpers/api/build.ts';
import { readOutbox } from '../accounts/helpers/outbox.ts';
import { confirmedUser, loginToken } from '../accounts/helpers/users.ts';
import { admin, cardAccess, EMAIL, environment, startServer } from './helpers.ts';

// Servers start and stop five times per backend here: more than the suite's 120 s on a busy machine.
t.setTimeout(360_000);

for (const backend of backends()) {
  t.test(
    `${backend}: a grant while the server runs reaches the user's next call and survives a restart`,
    async (t) => {
      const env = await environment(t, backend);
      let app = await startServer(env);
      t.teardown(() => app.close());
      const user = await confirmedUser(app, env.DATA_DIR as string, EMAIL);
      const token = await loginToken(app, user);
      t.equal(await cardAccess(app, token), 0, 'no card access before');

      const grant = await admin(env, 'grant-card-access', EMAIL);
      t.equal(grant.code, 0, 'the command exits 0');
      t.match(grant.stdout, /grant-card-access: done for user \d+, mail sent/);
      t.equal(await cardAccess(app, token), 1, "the user's next call has card_access 1");

      await app.close();
      app = await startServer(env);
      t.equal(await cardAccess(app, token), 1, 'still 1 after a restart');

      const mails = (await readOutbox(env.DATA_DIR as string)).filter((mail) => mail.to === EMAIL);
      const granted = mails.find((mail) => /hashtag|хэштег/i.test(mail.subject));
      t.ok(granted, 'the user got a mail about the access');
      t.match(granted?.link ?? '', /^https:\/\/site\.example\/ru\/da-for-educators/, 'linking to the tool');

      const again = await admin(env, 'grant-card-access', EMAIL);
      t.match(again.stdout, /already has card access/, 'a second grant changes nothing');

      const revoke = await admin(env, 'revoke-card-access', EMAIL);
      t.equal(revoke.code, 0);
      t.equal(await cardAccess(app, token), 0, 'revoke closes the tool at once');
      await app.close();
      app = await startServer(env);
      t.equal(await cardAccess(app, token), 0, 'and after a restart');
    },
  );

  t.test(`${backend}: with no server holding the database the command writes it directly`, async (t) => {
    const env = await environment(t, backend);
    let app = await startServer(env);
    const user = await confirmedUser(app, env.DATA_DIR as string, EMAIL);
    const token = await loginToken(app, user);
    await app.close();
    await t.rejects(stat(endpointPath(env.DATA_DIR as string)), 'a closed server removes its endpoint file');

    // A server killed without closing leaves its file behind, naming a process that is gone.
    await writeFile(
      endpointPath(env.DATA_DIR as string),
      JSON.stringify({ pid: 2 ** 22 + 17, url: 'http://127.0.0.1:9', token: 'x' }),
    );
    const grant = await admin(env, 'grant-card-access', EMAIL);
    t.equal(grant.code, 0, grant.stderr);
    t.match(grant.stdout, /done for user/);

    app = await startServer(env);
    t.teardown(() => app.close());
    t.equal(await cardAccess(app, token), 1, 'the direct write is there when the server starts');
  });
}
