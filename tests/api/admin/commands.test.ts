/**
 * Admin commands never lose a write (issue 15, DESIGN §3): `npm run admin` sends a command to the
 * running API when a server holds the database, and opens the database itself only when none does.
 * A grant made while the server runs is in the user's next user call and still there after a restart;
 * the user gets a mail; revoke closes the tool again. Proved on PGlite (one process: a second writer's
 * writes are lost) and on PostgreSQL when DATABASE_URL is set.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { endpointPath } from '../../../api/admin/endpoint.ts';
import { buildApi } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config.ts';
import { type Backend, backends } from '../../helpers/api/build.ts';
import { createPostgresCopy, restorePglite } from '../../helpers/api/fixture-db.ts';
import { bearer, RELAXED_LIMITS } from '../accounts/helpers/api.ts';
import { readOutbox } from '../accounts/helpers/outbox.ts';
import { confirmedUser, loginToken } from '../accounts/helpers/users.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const EMAIL = 'educator@example.org';

interface Cli {
  code: number | null;
  stdout: string;
  stderr: string;
}

function admin(env: Record<string, string>, ...args: string[]): Promise<Cli> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['api/admin/cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

interface Teardown {
  teardown(fn: () => unknown): void;
}

async function environment(t: Teardown, backend: Backend): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-admin-'));
  const env: Record<string, string> = {
    ...RELAXED_LIMITS,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    IMPORT_ON_EMPTY: 'false',
    PUBLIC_ORIGIN: 'https://site.example',
    NODE_ENV: 'test',
  };
  let drop = async () => {};
  if (backend === 'postgres') {
    const copy = await createPostgresCopy(process.env.DATABASE_URL as string);
    drop = copy.drop;
    env.DATABASE_URL = copy.url;
  } else {
    await restorePglite(path.join(dataDir, 'pglite'));
  }
  t.teardown(async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return env;
}

async function startServer(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApi(loadApiConfig(env));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function cardAccess(app: FastifyInstance, token: string): Promise<unknown> {
  const answer = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  return answer.json().user?.card_access;
}

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

t.test('the endpoint file is readable by its owner only', async (t) => {
  const env = await environment(t, 'pglite');
  const app = await startServer(env);
  t.teardown(() => app.close());
  const info = await stat(endpointPath(env.DATA_DIR as string));
  t.equal(info.mode & 0o777, 0o600);
});

t.test('a server that holds the database but does not answer is an error, not a direct write', async (t) => {
  const env = await environment(t, 'pglite');
  // This test process is alive, so its pid stands for a server that holds the database.
  await writeFile(
    endpointPath(env.DATA_DIR as string),
    JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:9', token: 'x' }),
  );
  const grant = await admin(env, 'grant-card-access', EMAIL);
  t.equal(grant.code, 1);
  t.match(
    grant.stderr,
    /^admin: the server \(pid \d+\) holds the database but its admin call failed .*nothing was written\n$/,
  );
});

t.test('admin calls: loopback only, never relayed, with the token only', async (t) => {
  const env = await environment(t, 'pglite');
  const app = await startServer(env);
  t.teardown(() => app.close());
  const { token } = JSON.parse(await readFile(endpointPath(env.DATA_DIR as string), 'utf8')) as {
    token: string;
  };
  const call = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/admin/commands/revoke-card-access',
      payload: { email: EMAIL },
      headers,
      remoteAddress,
    });
  t.equal((await call({})).statusCode, 401, 'no token');
  t.equal((await call(bearer('a'.repeat(43)))).statusCode, 401, 'a wrong token');
  t.equal((await call(bearer(token), '192.0.2.7')).statusCode, 403, 'another machine, even with the token');
  t.equal(
    (await call({ ...bearer(token), 'x-forwarded-for': '127.0.0.1' })).statusCode,
    403,
    'a relayed call (the web tier or any proxy), even with the token',
  );
  const ok = await call(bearer(token), '::ffff:127.0.0.1');
  t.equal(ok.statusCode, 404, 'the right caller reaches the command (no such account here)');
  t.match(ok.json().message, /no account with that e-mail/);
});

t.test('the admin CLI refuses bad input in one line, without a stack trace', async (t) => {
  const env = await environment(t, 'pglite');
  const unknown = await admin(env, 'grant-everything', EMAIL);
  t.equal(unknown.code, 2);
  t.match(unknown.stderr, /admin: no command grant-everything\n$/);
  const bad = await admin(env, 'grant-card-access', 'not-an-email');
  t.equal(bad.code, 1);
  t.equal(bad.stderr, 'admin: email: expected an e-mail address\n');
  const none = await admin(env, 'grant-card-access', 'nobody@example.org');
  t.equal(none.code, 1);
  t.equal(none.stderr, 'admin: no account with that e-mail\n');
});
