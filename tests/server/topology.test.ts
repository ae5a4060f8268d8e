/**
 * The scaled topology without Docker (docs/operations.md#scale-out). Two content API processes and two web
 * processes (web A → API A, web B → API B) against one PostgreSQL database (a copy of the fixture database on
 * DATABASE_URL's server), the web tier sharing state through it (`SHARED_STATE_URL`): cache drops over
 * LISTEN/NOTIFY (content, pages, and what each reader's pages keep for them) and the rate-limit counters. Like the other PostgreSQL-only tests, that part runs where
 * DATABASE_URL is set (CI sets it); the one-process part runs everywhere.
 *
 * The test is the client and the proxy at once: both web processes trust 127.0.0.1 as their proxy, so
 * `X-Forwarded-For` names the visitor, as docker-compose's nginx does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import t from 'tap';
import { waitForMail } from '../api/accounts/helpers/outbox.ts';
import { createPostgresCopy } from '../helpers/api/fixture-db.ts';
import { freePort, ROOT } from '../helpers/site.ts';
import { waitUntil } from '../helpers/wait.ts';
import { startTestApp } from './helpers/app.ts';
import { StubUpstream } from './helpers/stub-upstream.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

t.test('one instance without a shared database keeps its cache drops in-process and says so', async (t) => {
  const stub = await StubUpstream.start();
  const site = await startTestApp({ upstreamUrl: stub.url });
  t.teardown(async () => {
    await site.close();
    await stub.stop();
  });
  const { app } = site;
  const ready = await app.inject('/readyz');
  t.equal(ready.statusCode, 200);
  t.equal(ready.json().cacheDrops, 'local');
  const metrics = await app.inject('/metrics');
  t.match(metrics.body, /web_cache_drop_channel_up -1/);
});

const PUBLIC_ORIGIN = 'http://site.test';

interface Proc {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  stderr: () => string;
}

async function startProcess(
  t: Teardown,
  name: string,
  script: string,
  env: Record<string, string>,
  port: number,
): Promise<Proc> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `da-topology-${name}-`));
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  const proc = { name, port, url: `http://127.0.0.1:${port}`, dataDir, child, stderr: () => stderr };
  await waitUntil(`${name} answers /healthz`, 30_000, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    const response = await fetch(`${proc.url}/healthz`).catch(() => null);
    return response?.status === 200;
  });
  return proc;
}

interface CallOptions {
  method?: string;
  ip?: string;
  cookie?: string;
  json?: unknown;
  form?: Record<string, string>;
}

/** Each call comes from its own address unless it names one, so only the rate-limit checks share counters. */
let visitors = 0;

async function call(proc: Proc, pathname: string, options: CallOptions = {}) {
  visitors += 1;
  const ip = options.ip ?? `10.0.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  if (method !== 'GET') {
    headers.origin = PUBLIC_ORIGIN;
    headers['x-requested-with'] = 'XMLHttpRequest';
  }
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${proc.url}${pathname}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

if (process.env.DATABASE_URL) {
  t.test('two web and two API processes on one PostgreSQL stay one site', async (t) => {
    const database = await createPostgresCopy(process.env.DATABASE_URL as string);
    t.teardown(database.drop);
    // The CDN's purge hook: what each web instance tells it after a write.
    const purges: unknown[] = [];
    const purgeHook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        purges.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => purgeHook.listen(0, '127.0.0.1', resolve));
    t.teardown(() => new Promise((resolve) => purgeHook.close(resolve)));
    const purgeAddress = purgeHook.address();
    const purgeUrl = `http://127.0.0.1:${typeof purgeAddress === 'object' && purgeAddress ? purgeAddress.port : 0}/purge`;
    const [apiPortA, apiPortB, webPortA, webPortB] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const apiEnv = (port: number) => ({
      DATABASE_URL: database.url,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      IMPORT_ON_EMPTY: 'false',
      PUBLIC_ORIGIN,
      COMMENT_INTERVAL_SECONDS: '0',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
      LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '0',
      REGISTRATIONS_PER_IP_PER_DAY: '0',
      RESET_REQUESTS_PER_IP_PER_HOUR: '0',
      LOGIN_UNKNOWN_EMAILS_PER_IP: '0',
      PIN_FAILURES_PER_IP_PER_HOUR: '0',
    });
    const webEnv = (port: number, api: Proc) => ({
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_URL: api.url,
      SHARED_STATE_URL: database.url,
      // The counters on PostgreSQL even where CI sets REDIS_URL: the Redis store has its own test
      // (tests/server/plugins/shared-rate-store.test.ts).
      REDIS_URL: '',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN,
      CDN_PURGE_URL: purgeUrl,
      RATE_LIMIT_GLOBAL_PER_MINUTE: '0',
      RATE_LIMIT_GLOBAL_PER_10_SECONDS: '20',
      // A process just started, on a machine running other test files, lags: load shedding has its own tests.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      // A session is believed this long: what B learns of A's reader, it learns from the drop bus.
      SESSION_RECHECK_SECONDS: '300',
    });
    const [apiA, apiB] = await Promise.all([
      startProcess(t, 'api-a', 'api/main.ts', apiEnv(apiPortA), apiPortA),
      startProcess(t, 'api-b', 'api/main.ts', apiEnv(apiPortB), apiPortB),
    ]);
    const startWeb = (name: string, port: number, api: Proc) =>
      startProcess(t, name, 'server/main.ts', webEnv(port, api), port);
    let webA = await startWeb('web-a', webPortA, apiA);
    const webB = await startWeb('web-b', webPortB, apiB);
    for (const web of [webA, webB]) {
      const ready = await call(web, '/readyz');
      t.same(
        ready.json(),
        { status: 'ready', cacheDrops: 'connected' },
        `${web.name} hears the drop channel`,
      );
    }

    const materials = (await call(webA, '/api/materials?lang=ru')).json().materials as Array<{
      id: number;
      slug: string;
    }>;
    const material = materials[0] as { id: number; slug: string };
    const email = 'topology-reader@example.org';
    const password = 'menorah-7-lights';
    let cookie = '';

    await t.test('a session made on A works on B', async (t) => {
      const registered = await call(webA, '/api/register', { json: { email, password } });
      t.equal(registered.status, 200, registered.text);
      const mail = await waitForMail(apiA.dataDir, email);
      const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
      t.equal((await call(webB, '/api/confirm-email', { form: { pin } })).status, 200, 'confirmed through B');
      const login = await call(webA, '/api/login', { json: { email, password } });
      t.equal(login.status, 200, login.text);
      cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      t.ok(cookie, 'A set the session cookie');
      const user = await call(webB, '/api/user', { cookie });
      t.equal(user.status, 200, user.text);
      t.match(user.text, email, 'B knows the user A signed in');
    });

    await t.test("a comment through A appears on B's cached comments within a second", async (t) => {
      const list = `/api/materials/${material.slug}/comments?lang=ru`;
      await call(webB, list);
      const cached = await call(webB, list);
      t.equal(cached.headers.get('x-cache'), 'HIT', 'B serves the list from its cache');
      t.equal(cached.headers.get('cache-tag'), `site,materials@${material.slug}`, 'and names what it shows');
      const text = `Through A at ${Date.now()}`;
      const posted = await call(webA, `/api/materials/${material.slug}/`, {
        cookie,
        form: { content: text, lang: 'ru' },
      });
      t.equal(posted.status, 200, posted.text);
      const took = await waitUntil('the comment on B', 1000, async () =>
        (await call(webB, list)).text.includes(text),
      );
      t.ok(took < 1000, `B showed it after ${took} ms`);
      await waitUntil('the purge hook called', 2000, async () => purges.length > 0);
      await sleep(100);
      t.same(purges, [{ keys: [`materials@${material.slug}`] }], 'A, and only A, told the CDN once');
    });

    await t.test("a new name saved through A shows in B's cached comments within a second", async (t) => {
      const list = `/api/materials/${material.slug}/comments?lang=ru`;
      await call(webB, list);
      t.equal((await call(webB, list)).headers.get('x-cache'), 'HIT');
      const saved = await call(webA, '/api/user/profile', {
        cookie,
        json: { name: 'Rivka', surname: 'Topology' },
      });
      t.equal(saved.status, 200, saved.text);
      const took = await waitUntil('the new name on B', 1000, async () =>
        (await call(webB, list)).text.includes('"surname":"Topology"'),
      );
      t.ok(took < 1000, `B showed it after ${took} ms`);
    });

    await t.test("a like through A shows on B's cached page within a second", async (t) => {
      const page = `/ru/materials/${material.slug}`;
      await call(webB, page);
      const cached = await call(webB, page);
      t.equal(cached.headers.get('x-cache'), 'HIT', 'B serves the page from its page cache');
      t.match(
        cached.headers.get('surrogate-key') ?? '',
        `materials#${material.id}`,
        'the page names its item',
      );
      const liked = await call(webA, `/api/materials/${material.id}/increase-likes`, {
        form: { lang: 'ru' },
        ip: '192.0.2.77',
      });
      t.equal(liked.status, 200, liked.text);
      const count = liked.json().like_count as number;
      const took = await waitUntil('the new count on B', 1000, async () =>
        (await call(webB, page)).text.includes(`"like_count":${count}`),
      );
      t.ok(took < 1000, `B's page showed ${count} likes after ${took} ms`);
    });

    await t.test(
      "a reader's write through A and a logout through A reach B's reader cache at once",
      async (t) => {
        const login = await call(webA, '/api/login', { json: { email, password } });
        t.equal(login.status, 200, login.text);
        const session = login.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
        const before = await call(webB, '/api/user', { cookie: session });
        t.equal(before.status, 200, 'B checked the session and keeps the reader');
        const added = await call(webA, `/api/favorite/${material.id}/add`, {
          cookie: session,
          json: { type: 'material' },
        });
        t.equal(added.status, 200, added.text);
        // B believes the session for SESSION_RECHECK_SECONDS (300 here): only the drop bus can tell it.
        await waitUntil('the favourite on B', 5000, async () =>
          (await call(webB, '/api/user', { cookie: session })).json().favoriteMaterials.includes(material.id),
        );
        t.pass("B shows the reader's new favourite");
        t.equal((await call(webA, '/api/logout', { cookie: session, method: 'POST' })).status, 200);
        await waitUntil(
          'the session ended on B',
          5000,
          async () => (await call(webB, '/api/user', { cookie: session })).status === 401,
        );
        t.pass('B refuses the logged-out session');
      },
    );

    await t.test('a rate limit counts requests spread over A and B', async (t) => {
      const ip = '198.51.100.23';
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await call(i % 2 ? webB : webA, '/api/tags?lang=ru', { ip })).status);
      t.same(new Set(statuses), new Set([200]), 'twenty requests, ten on each, are allowed');
      t.equal((await call(webA, '/api/tags?lang=ru', { ip })).status, 429, 'the 21st is refused on A');
      t.equal((await call(webB, '/api/tags?lang=ru', { ip })).status, 429, 'and on B');
      t.equal(
        (await call(webB, '/api/tags?lang=ru', { ip: '198.51.100.24' })).status,
        200,
        'another address is not',
      );
    });

    await t.test('sign-in failures and reset requests count over both API instances', async (t) => {
      const ip = '198.51.100.40';
      // The pair (address, e-mail) locks after 5 failures: three through A and API A, two through B.
      for (let i = 0; i < 5; i++) {
        const failed = await call(i % 2 ? webB : webA, '/api/login', {
          ip,
          json: { email, password: 'wrong-guess-1' },
        });
        t.not(failed.status, 200, `failure ${i + 1} refused`);
      }
      const locked = await call(webB, '/api/login', { ip, json: { email, password } });
      t.equal(
        locked.status,
        429,
        'the right password is refused while the pair is locked, on either instance',
      );
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (
            await call(i % 2 ? webB : webA, '/api/password/forgot', {
              ip: `198.51.100.${50 + i}`,
              json: { email },
            })
          ).status,
        );
      }
      t.same(statuses.slice(0, 5), [200, 200, 200, 200, 200], 'five reset requests for one e-mail');
      t.equal(statuses[5], 429, 'the sixth is refused, though each instance saw three');
    });

    await t.test('kill -9 of web A loses nothing and B keeps serving', async (t) => {
      const texts: string[] = [];
      for (let i = 0; i < 3; i++) {
        const text = `Before the kill ${i} ${Date.now()}`;
        const posted = await call(webA, `/api/materials/${material.slug}/`, {
          cookie,
          form: { content: text, lang: 'ru' },
        });
        t.equal(posted.status, 200);
        texts.push(text);
      }
      const exited = new Promise((resolve) => webA.child.once('exit', resolve));
      webA.child.kill('SIGKILL');
      await exited;
      t.equal((await call(webB, `/ru/materials/${material.slug}`)).status, 200, 'B serves the page');
      const list = await call(webB, `/api/materials/${material.slug}/comments?lang=ru`);
      t.equal(list.status, 200);
      for (const text of texts) t.match(list.text, text, 'every comment A acknowledged is there');
      t.same((await call(webB, '/readyz')).json(), { status: 'ready', cacheDrops: 'connected' });
    });

    await t.test('an instance restarted later serves fresh data', async (t) => {
      const text = `While A was down ${Date.now()}`;
      t.equal(
        (
          await call(webB, `/api/materials/${material.slug}/`, {
            cookie,
            form: { content: text, lang: 'ru' },
          })
        ).status,
        200,
      );
      webA = await startWeb('web-a-again', webPortA, apiA);
      t.match((await call(webA, `/api/materials/${material.slug}/comments?lang=ru`)).text, text);
      t.equal((await call(webA, '/api/user', { cookie })).status, 200, 'the session still works on A');
    });

    await t.test('an instance that loses the drop channel says so and gets it back', async (t) => {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      t.teardown(() => admin.end());
      const { rows } = await admin.query(
        "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'da-web-cache-bus' AND datname = current_database()",
      );
      t.equal(rows.length, 2, 'both instances listened');
      await waitUntil('both report the loss', 5000, async () => {
        const texts = await Promise.all(
          [webA, webB].map((web) => fetch(`${web.url}/metrics`).then((r) => r.text())),
        );
        return texts.every((text) => /web_cache_drop_channel_losses_total 1/.test(text));
      });
      await waitUntil('both connected again', 5000, async () => {
        const states = await Promise.all(
          [webA, webB].map(async (web) => (await call(web, '/readyz')).json().cacheDrops),
        );
        return states.every((state) => state === 'connected');
      });
      // Back on the channel, drops arrive again.
      const list = `/api/materials/${material.slug}/comments?lang=ru`;
      await call(webB, list);
      const text = `After the loss ${Date.now()}`;
      t.equal(
        (
          await call(webA, `/api/materials/${material.slug}/`, {
            cookie,
            form: { content: text, lang: 'ru' },
          })
        ).status,
        200,
      );
      await waitUntil('the comment on B after the loss', 1000, async () =>
        (await call(webB, list)).text.includes(text),
      );
      t.pass('drops flow again');
    });
  });
}
