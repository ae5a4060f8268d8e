/**
 * The CDN purge hook (docs/operations.md#scale-out). A purge never makes the write wait,
 * failures are retried with growing pauses and logged, keys queued meanwhile go out together, and a purge
 * that keeps failing is given up with an error line.
 */
import t from 'tap';
import { SITE_KEY } from '../../../server/cache/surrogate-keys.ts';
import { createPurger } from '../../../server/data/cdn-purge.ts';

// The purger's pauses do not hold a process open (a shutdown never waits for a CDN); this test's does.
const keepAlive = setInterval(() => {}, 1000);
t.teardown(() => clearInterval(keepAlive));

function recordingLog() {
  const lines: Array<{ level: string; message: string; details: Record<string, unknown> }> = [];
  const at = (level: string) => (details: object, message: string) =>
    lines.push({ level, message, details: details as Record<string, unknown> });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

t.test('a purge returns at once while the CDN is slow, and sends the keys with the token', async (t) => {
  const { log } = recordingLog();
  const calls: Array<{ url: string; init: RequestInit }> = [];
  let answer: (response: Response) => void = () => {};
  const purger = createPurger({
    url: 'https://purge.example/hook',
    token: 'secret-token',
    log,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    }) as typeof fetch,
  });
  const started = performance.now();
  purger.purge(['materials#12', 'materials@slug']);
  t.ok(performance.now() - started < 5, 'the write does not wait');
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(calls.length, 1);
  t.equal(calls[0]?.url, 'https://purge.example/hook');
  t.same(JSON.parse(String(calls[0]?.init.body)), { keys: ['materials#12', 'materials@slug'] });
  t.equal(((calls[0]?.init.headers ?? {}) as Record<string, string>).authorization, 'Bearer secret-token');
  purger.purge(['courses#1']);
  purger.purge(['courses#2']);
  answer(new Response(null, { status: 204 }));
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  answer(new Response(null, { status: 200 }));
  await purger.idle();
  t.equal(calls.length, 2, 'keys queued during a call go out together in the next one');
  t.same(JSON.parse(String(calls[1]?.init.body)), { keys: ['courses#1', 'courses#2'] });
});

t.test('failures are retried with growing pauses, then succeed, each logged', async (t) => {
  const { lines, log } = recordingLog();
  const times: number[] = [];
  let attempt = 0;
  const purger = createPurger({
    url: 'https://purge.example/hook',
    log,
    retryDelayMs: 20,
    fetch: (async () => {
      times.push(performance.now());
      attempt += 1;
      if (attempt === 1) throw new Error('connect ECONNREFUSED');
      if (attempt === 2) return new Response('busy', { status: 503 });
      return new Response(null, { status: 200 });
    }) as typeof fetch,
  });
  purger.purge(['materials#1']);
  await purger.idle();
  t.equal(attempt, 3);
  t.ok((times[1] as number) - (times[0] as number) >= 18, 'a pause before the second attempt');
  t.ok((times[2] as number) - (times[1] as number) >= 38, 'a longer one before the third');
  t.same(
    lines.map((line) => `${line.level} ${line.message}`),
    ['warn CDN purge failed', 'warn CDN purge refused', 'info CDN purge sent'],
  );
});

t.test('a purge that keeps failing is given up with an error, and later purges still go', async (t) => {
  const { lines, log } = recordingLog();
  let calls = 0;
  let up = false;
  const purger = createPurger({
    url: 'https://purge.example/hook',
    log,
    attempts: 3,
    retryDelayMs: 1,
    fetch: (async () => {
      calls += 1;
      if (!up) throw new Error('unreachable');
      return new Response(null, { status: 200 });
    }) as typeof fetch,
  });
  purger.purge(['materials#1']);
  await purger.idle();
  t.equal(calls, 3, 'as many attempts as configured');
  t.equal(lines.at(-1)?.level, 'error');
  t.match(lines.at(-1)?.message, /given up/);
  up = true;
  purger.purge(['materials#2']);
  await purger.idle();
  t.equal(lines.at(-1)?.message, 'CDN purge sent');
});

t.test('a queue past its bound becomes one purge of the whole site', async (t) => {
  const { log } = recordingLog();
  const bodies: unknown[] = [];
  let release: () => void = () => {};
  const purger = createPurger({
    url: 'https://purge.example/hook',
    log,
    maxPendingKeys: 3,
    fetch: (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      if (bodies.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Response(null, { status: 200 });
    }) as typeof fetch,
  });
  purger.purge(['a#1']);
  await new Promise((resolve) => setImmediate(resolve));
  purger.purge(['a#2', 'a#3', 'a#4', 'a#5']);
  purger.purge(['a#6']);
  release();
  await purger.idle();
  t.same(bodies, [{ keys: ['a#1'] }, { keys: [SITE_KEY] }]);
});
