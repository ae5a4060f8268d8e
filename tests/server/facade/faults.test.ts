import t from 'tap';
import { countingUpstream, startTestApp, TestClock } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const LEAK = /(\bat |node_modules|\.ts:|SELECT |Error: )/;

async function fresh(t: { teardown(fn: () => unknown): void }, env: Record<string, string> = {}) {
  const stub = await StubUpstream.start();
  const clock = new TestClock();
  const attempts: Array<{ method: string; path: string }> = [];
  const site = await startTestApp({
    upstreamUrl: stub.url,
    clock,
    env: { UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_CONNECT_TIMEOUT_MS: '300', ...env },
    wrapUpstream: (upstream) => countingUpstream(upstream, attempts),
  });
  t.teardown(async () => {
    await site.close();
    await stub.stop().catch(() => {});
  });
  const get = (url: string) => site.app.inject({ method: 'GET', url });
  const like = (id: number) =>
    site.app.inject({
      method: 'POST',
      url: `/api/materials/${id}/increase-likes`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        origin: 'http://127.0.0.1:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'lang=ru',
    });
  const tried = (path: string, method = 'GET') =>
    attempts.filter((a) => a.method === method && a.path.startsWith(path)).length;
  return { stub, clock, site, get, like, tried };
}

/** Repeats a request until its X-Cache settles (a background refresh is asynchronous). */
async function until<R extends { headers: Record<string, unknown> }>(get: () => Promise<R>, label: string) {
  for (let i = 0; i < 50; i += 1) {
    const response = await get();
    if (response.headers['x-cache'] === label) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return get();
}

t.test('a malformed or oversized upstream answer is a 503 or the stale copy, never a 500', async (t) => {
  const { stub, clock, get } = await fresh(t);
  await get('/api/materials/tevye-and-his-daughters');
  for (const fault of [{ kind: 'malformed' }, { kind: 'not-json' }, { kind: 'huge' }] as const) {
    stub.fault = fault;
    const uncached = await get(`/api/materials/yiddish-alphabet?lang=${fault.kind === 'huge' ? 'en' : 'ru'}`);
    t.equal(uncached.statusCode, 503, `${fault.kind}: uncached`);
    t.equal(uncached.json().error, 'upstream_unavailable');
    t.notMatch(uncached.body, LEAK);
    const page = await get('/ru/materials/yiddish-alphabet');
    t.equal(page.statusCode, 503, `${fault.kind}: uncached page`);
    t.equal(page.headers['retry-after'], '30');
  }
  stub.fault = { kind: 'malformed' };
  clock.advance(300 + 600 + 1);
  const stale = await get('/api/materials/tevye-and-his-daughters');
  t.equal(stale.statusCode, 200);
  t.equal(stale.headers['x-cache'], 'STALE-ERROR');
  t.match(stale.json().title, /Тевье/);
});

t.test(
  'upstream down after warm-up: cached answers and pages are served stale, the rest get 503',
  async (t) => {
    const { stub, clock, get, like, tried } = await fresh(t);
    for (const url of [
      '/api/tags',
      '/api/materials',
      '/api/materials/yiddish-alphabet',
      '/ru',
      '/ru/materials',
    ]) {
      t.equal((await get(url)).statusCode, 200, `warm ${url}`);
    }
    await stub.stop();
    clock.advance(61);
    for (const url of ['/api/tags', '/api/materials', '/ru', '/ru/materials']) {
      const response = await until(() => get(url), 'STALE-ERROR');
      t.equal(response.statusCode, 200, `${url} still answers`);
      t.equal(response.headers['x-cache'], 'STALE-ERROR', `${url} says it is stale-if-error`);
    }
    t.match((await get('/ru/materials')).body, /Алфавит идиша/, 'the page shows the content it had');

    const json = await get('/api/courses/first-steps');
    t.equal(json.statusCode, 503);
    t.equal(json.headers['retry-after'], '30');
    t.match(json.json(), { error: 'upstream_unavailable', requestId: json.headers['x-request-id'] });
    const page = await get('/ru/materials/tevye-and-his-daughters');
    t.equal(page.statusCode, 503);
    t.equal(page.headers['retry-after'], '30');
    t.match(page.headers['content-type'], /text\/html/);
    t.match(page.body, /<html lang="ru"/);
    t.notMatch(page.body, LEAK);

    for (let i = 0; i < 10; i += 1) await get(`/api/courses/course-${i}`);
    const status = (await get('/internal/status')).json();
    t.equal(status.breakers.courses.state, 'open', 'the courses breaker opened');
    const before = tried('/api/courses');
    const refused = await get('/api/courses/another');
    t.equal(refused.statusCode, 503);
    t.equal(tried('/api/courses'), before, 'an open breaker answers without touching the network');

    const write = await like(1);
    t.equal(write.statusCode, 503);
    t.equal(tried('/api/materials/1/increase-likes', 'POST'), 1, 'the write was tried once');
    t.equal((await get('/api/materials/yiddish-alphabet')).headers['x-cache'], 'HIT', 'nothing invalidated');
  },
);

t.test('the upstream back: the breaker closes after its open period and fresh data returns', async (t) => {
  const { stub, clock, get } = await fresh(t);
  await get('/api/tags');
  await stub.stop();
  for (let i = 0; i < 10; i += 1) await get(`/api/courses/course-${i}`);
  t.equal((await get('/internal/status')).json().breakers.courses.state, 'open');
  stub.tagsVersion = 2;
  await stub.restart();
  t.equal((await get('/api/courses/course-0')).statusCode, 503, 'still open before its period ends');
  clock.advance(16);
  const probe = await get('/api/courses/course-0');
  t.equal(probe.statusCode, 200, 'the probe went through');
  t.equal((await get('/internal/status')).json().breakers.courses.state, 'closed');
  clock.advance(61);
  const fresh2 = await until(() => get('/api/tags'), 'HIT');
  t.match(fresh2.body, /v2/);
});

t.test('a hanging upstream: every answer comes by the deadline, stale where possible', async (t) => {
  const { stub, clock, get } = await fresh(t);
  await get('/api/materials/yiddish-alphabet');
  await get('/ru/materials');
  stub.fault = { kind: 'hang' };
  clock.advance(300 + 600 + 1);
  const started = performance.now();
  const [cached, uncached, page, stalePage] = await Promise.all([
    get('/api/materials/yiddish-alphabet'),
    get('/api/materials/tevye-and-his-daughters'),
    get('/ru/materials/tevye-and-his-daughters'),
    get('/ru/materials'),
  ]);
  t.ok(performance.now() - started < 10_000, 'nobody waited for the upstream');
  t.equal(cached.headers['x-cache'], 'STALE-ERROR');
  t.equal(uncached.statusCode, 503);
  t.equal(page.statusCode, 503);
  t.equal(stalePage.statusCode, 200);
  t.equal(stalePage.headers['x-cache'], 'STALE-ERROR');
});

t.test('retries: a GET is tried at most twice, a POST exactly once, a 500 never retried', async (t) => {
  // The default budget: a retry needs its pause and time for the attempt inside the deadline.
  const { stub, get, like, tried } = await fresh(t, { UPSTREAM_TIMEOUT_MS: '3000' });
  stub.fault = { kind: 'status', status: 503 };
  t.equal((await get('/api/materials/yiddish-alphabet')).statusCode, 503);
  t.equal(tried('/api/materials/yiddish-alphabet'), 2);
  t.equal((await like(1)).statusCode, 503);
  t.equal(tried('/api/materials/1/increase-likes', 'POST'), 1);
  stub.fault = { kind: 'status', status: 500 };
  await get('/api/materials/tevye-and-his-daughters');
  t.equal(tried('/api/materials/tevye-and-his-daughters'), 1);
  stub.fault = { kind: 'none' };
  await stub.stop();
  await get('/api/tags');
  t.equal(tried('/api/tags'), 2, 'a refused connection is retried once');
  await like(2);
  t.equal(tried('/api/materials/2/increase-likes', 'POST'), 1);
});

t.test('a day after the outage began the copies are gone: 503, not day-old content', async (t) => {
  const { stub, clock, get } = await fresh(t);
  await get('/api/tags');
  await get('/ru');
  await stub.stop();
  clock.advance(60 + 24 * 3600 + 1);
  const json = await get('/api/tags');
  t.equal(json.statusCode, 503);
  const page = await get('/ru');
  t.equal(page.statusCode, 503);
  t.match(page.headers['content-type'], /text\/html/);
});
