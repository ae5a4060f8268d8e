/**
 * The bench's switches live in its own plugin (`bench/plugin.ts`): the site without it ignores the
 * `X-Bench-*` headers and has no `/__bench` routes; with it, a bypass reads past the content cache
 * and the page cache, and the reference routes answer (the baselines in processes of their own are
 * `tests/bench/processes.test.ts`'s).
 */
import t from 'tap';
import { benchPlugin } from '../../bench/plugin.ts';
import { startTestApp } from '../server/helpers/app.ts';
import { StubUpstream } from '../server/helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
// As on the bench's server: no load shedding (on a busy machine it would answer these with a 503).
const env = { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };
const site = await startTestApp({ upstreamUrl: stub.url, env });
const bench = await startTestApp({
  upstreamUrl: stub.url,
  env,
  plugins: (config, deps) => [
    benchPlugin({ config, render: deps.render, resolveAssets: deps.resolveAssets }),
  ],
});
t.teardown(async () => {
  await bench.close();
  await site.close();
  await stub.stop();
});

const BYPASS = { 'x-bench-cache': 'bypass' };

t.test('the site ignores the bench headers and has no bench routes', async (t) => {
  await site.app.inject({ method: 'GET', url: '/api/tags' });
  const before = stub.count('/api/tags');
  const read = await site.app.inject({ method: 'GET', url: '/api/tags', headers: BYPASS });
  t.equal(read.headers['x-cache'], 'HIT', 'still from the cache');
  t.equal(stub.count('/api/tags'), before, 'nothing went upstream');
  const hello = await site.app.inject({
    method: 'GET',
    url: '/__bench/hello',
    headers: { accept: 'application/json' },
  });
  t.not(hello.statusCode, 200);
  t.notMatch(hello.body, /world/);
});

t.test("with the bench's plugin a bypass goes upstream, and the reference routes answer", async (t) => {
  await bench.app.inject({ method: 'GET', url: '/api/tags' });
  const before = stub.count('/api/tags');
  const read = await bench.app.inject({ method: 'GET', url: '/api/tags', headers: BYPASS });
  t.equal(read.statusCode, 200);
  t.equal(read.headers['x-cache'], undefined, 'not from the cache');
  t.equal(read.headers['cache-control'], 'no-store');
  t.equal(stub.count('/api/tags'), before + 1);
  const cached = await bench.app.inject({ method: 'GET', url: '/api/tags' });
  t.equal(cached.headers['x-cache'], 'HIT', 'without the header the cache answers');
  const hello = await bench.app.inject({ method: 'GET', url: '/__bench/hello' });
  t.same(hello.json(), { hello: 'world' });
});

t.test("the server's CPU time, for each row's CPU per request", async (t) => {
  const cpu = (await bench.app.inject({ method: 'GET', url: '/__bench/cpu' })).json() as {
    cpuMicroseconds: number;
  };
  t.ok(cpu.cpuMicroseconds > 0);
  const missing = await site.app.inject({ method: 'GET', url: '/__bench/cpu' });
  t.not(missing.statusCode, 200, 'the site has no such route');
});
