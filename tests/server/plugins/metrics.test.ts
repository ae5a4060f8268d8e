import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const TOKEN = 'a-long-internal-token-for-the-tests-0123456789';
const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url, env: { INTERNAL_TOKEN: TOKEN } });
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const get = (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  site.app.inject({ method: 'GET', url, ...options });

t.test('metrics show cache reads, sizes and breaker states', async (t) => {
  await get('/api/tags');
  await get('/api/tags');
  const metrics = await get('/metrics');
  t.equal(metrics.statusCode, 200);
  t.match(metrics.body, /web_cache_reads_total\{store="content",result="miss"\} 1/);
  t.match(metrics.body, /web_cache_reads_total\{store="content",result="hit"\} 1/);
  t.match(metrics.body, /web_cache_entries\{store="content"\} 1/);
  t.match(metrics.body, /web_cache_bytes\{store="content"\} \d+/);
  t.match(metrics.body, /web_upstream_breaker_state\{group="tags"\} 0/);
  t.match(metrics.body, /http_request_duration_seconds_bucket/);
  t.match(metrics.body, /web_renders\{state="active"\} 0/);
  t.match(metrics.body, /web_renders_shed_total 0/);
});

t.test('the status route lists breakers, caches against their bounds and memory', async (t) => {
  const status = (await get('/internal/status')).json();
  t.match(status.breakers.tags, { state: 'closed', callsInWindow: 1 });
  t.match(status.caches.content, { entries: 1, maxEntries: 5000, maxBytes: 64 * 1024 * 1024 });
  t.match(status.caches.search, { maxEntries: 1000 });
  t.same(status.renders, { active: 0, queued: 0, shed: 0 });
  t.ok(status.memory.rss > 0);
});

t.test(
  'neither route is public: a remote client or a proxied one gets 404 unless it has the token',
  async (t) => {
    for (const url of ['/metrics', '/internal/status']) {
      t.equal((await get(url, { remoteAddress: '203.0.113.9' })).statusCode, 404, `${url} remote`);
      t.equal(
        (await get(url, { headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode,
        404,
        `${url} proxied`,
      );
      const wrong = await get(url, {
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer nope' },
      });
      t.equal(wrong.statusCode, 404, `${url} wrong token`);
      const right = await get(url, {
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      t.equal(right.statusCode, 200, `${url} with the token`);
    }
  },
);
