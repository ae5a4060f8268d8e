/**
 * The admin path's guards (docs/architecture.md#sessions-and-accounts): the endpoint file is its owner's only, a server that holds the
 * database but does not answer is an error (never a write beside it), admin calls are taken from
 * loopback callers with the token only and never relayed, and the CLI refuses bad input in one line.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import t from 'tap';
import { endpointPath } from '../../../api/admin/endpoint.ts';
import { ADMIN_PREFIX } from '../../../api/admin/routes.ts';
import { allCalls } from '../../../shared/contract/index.ts';
import { bearer } from '../accounts/helpers/api.ts';
import { admin, EMAIL, environment, startServer } from './helpers.ts';

// Child processes that open PGlite: more than the suite's 120 s on a busy machine.
t.setTimeout(360_000);

// One data directory for the whole file, in order: no server yet, then a server, then a stale file.
const env = await environment(t, 'pglite');
const dataDir = env.DATA_DIR as string;

t.test('the admin CLI refuses bad input in one line, without a stack trace', async (t) => {
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

t.test('admin calls: loopback only, never relayed, with the token only', async (t) => {
  const app = await startServer(env);
  t.teardown(() => app.close());
  const info = await stat(endpointPath(dataDir));
  t.equal(info.mode & 0o777, 0o600, 'the endpoint file is readable by its owner only');
  const { token } = JSON.parse(await readFile(endpointPath(dataDir), 'utf8')) as { token: string };
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

t.test('a server that holds the database but does not answer is an error, not a direct write', async (t) => {
  // This test process is alive, so its pid stands for a server that holds the database.
  await writeFile(
    endpointPath(dataDir),
    JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:9', token: 'x' }),
  );
  const grant = await admin(env, 'grant-card-access', EMAIL);
  t.equal(grant.code, 1);
  t.match(
    grant.stderr,
    /^admin: the server \(pid \d+\) holds the database but its admin call failed .*nothing was written\n$/,
  );
});

t.test("the web tier's facade serves no admin path: it forwards the contract's calls only", async (t) => {
  t.same(
    allCalls.filter((call) => call.path.startsWith(ADMIN_PREFIX.split('/').slice(0, 2).join('/'))),
    [],
  );
});
