/**
 * docs/rules.md R30 / F5: SIGTERM while requests are in flight. `server/main.ts` runs as a child process
 * against a stub upstream that takes 2 s per call: every request in flight completes with 200 and its
 * whole body, kept-alive connections are told `Connection: close`, new connections are refused, and
 * the process exits with 0.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { freePort, ROOT } from '../helpers/site.ts';
import { StubUpstream } from './helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-shutdown-'));
const port = await freePort();
t.teardown(async () => {
  await stub.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const child = spawn(process.execPath, ['server/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    UPSTREAM_URL: stub.url,
    RATE_LIMIT_GLOBAL_PER_MINUTE: '0',
    RATE_LIMIT_GLOBAL_PER_10_SECONDS: '0',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let stderr = '';
child.stderr?.on('data', (chunk: Buffer) => {
  stderr += chunk.toString();
});
const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
  child.on('exit', (code, signal) => resolve({ code, signal })),
);
t.teardown(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

const agent = new Agent({ keepAlive: true, maxSockets: 100 });
function get(url: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForServer() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await get('/healthz')).status === 200) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server did not start: ${stderr}`);
}

/** One raw kept-alive connection with one request: its whole answer, until the server closes it. */
function keptAlive(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

t.test('SIGTERM lets every request in flight finish, refuses the rest and exits with 0', async (t) => {
  await waitForServer();
  stub.fault = { kind: 'delay', ms: 2000 };
  const inFlight = [
    ...Array.from({ length: 20 }, (_, i) => get(`/api/courses/course-${i}`)),
    ...Array.from({ length: 10 }, (_, i) => get(`/ru/materials?page=${i + 1}`)),
  ];
  const rawAnswer = keptAlive('/api/courses/kept-alive');
  await new Promise((resolve) => setTimeout(resolve, 500));
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));

  const refused = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  t.equal(refused, 'ECONNREFUSED', 'new connections are refused');

  const results = await Promise.all(inFlight);
  t.same(
    results.map((r) => r.status),
    Array(30).fill(200),
    'all 30 requests in flight answered 200',
  );
  t.ok(
    results.slice(20).every((r) => r.body.trimEnd().endsWith('</html>')),
    'every page arrived whole',
  );
  const answer = await rawAnswer;
  t.match(answer, /^HTTP\/1\.1 200/, 'the kept-alive request in flight was answered');
  t.match(answer, /\r\nconnection: close\r\n/i, 'and its connection closed by the server');
  t.equal(
    (await get('/healthz').catch((error: NodeJS.ErrnoException) => ({ status: error.code }))).status,
    'ECONNREFUSED',
  );

  const { code, signal } = await exited;
  t.equal(code, 0, `exit code 0 ${stderr ? `(stderr: ${stderr.slice(0, 500)})` : ''}`);
  t.equal(signal, null);
  agent.destroy();
});
