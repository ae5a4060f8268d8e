import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({
  upstreamUrl: stub.url,
  env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '100', LOAD_SAMPLE_INTERVAL_MS: '50', LOAD_RETRY_AFTER_SECONDS: '7' },
});
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the event loop busy, as a CPU-bound request would. The load sampler runs right after the burn
 * and then every 50 ms: a request 15 ms later meets the lag it measured.
 */
function burn(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy */
  }
}

async function burnUntilShed(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 20; i += 1) {
    burn(400);
    await pause(15);
    const response = await get(url, headers);
    if (response.statusCode === 503) return response;
  }
  return get(url, headers);
}

t.test('a lagging event loop sheds requests with 503 and Retry-After, and recovers', async (t) => {
  let calm = 0;
  for (let i = 0; i < 40 && calm !== 200; i += 1) {
    await pause(50);
    calm = (await get('/api/tags')).statusCode;
  }
  t.equal(calm, 200, 'answers once start-up lag has passed');
  let stored: unknown;
  for (let i = 0; i < 20 && stored !== 'HIT'; i += 1) stored = (await get('/ru')).headers['x-cache'];
  t.equal(stored, 'HIT', 'a page in the page cache');
  const json = await burnUntilShed('/api/tags', { 'accept-language': 'en' });
  t.equal(json.statusCode, 503);
  t.equal(json.headers['retry-after'], '7');
  t.match(json.json(), { error: 'overloaded', message: /temporarily unavailable/ });
  const page = await burnUntilShed('/en/materials');
  t.equal(page.statusCode, 503);
  t.match(page.headers['content-type'], /text\/html/);
  t.match(page.body, /<html lang="en"/);
  burn(400);
  await pause(15);
  t.equal((await get('/healthz')).statusCode, 200, 'liveness is never shed');
  const cached = await get('/ru');
  t.equal(cached.statusCode, 200, 'nor is a page the page cache answers');
  t.equal(cached.headers['x-cache'], 'HIT');
  t.equal((await get('/favicon.svg')).statusCode, 200, 'nor a built file');
  t.equal((await get('/api/tags')).statusCode, 503, 'while the same lag sheds the rest');
  let recovered = 0;
  for (let i = 0; i < 40 && recovered !== 200; i += 1) {
    await pause(50);
    recovered = (await get('/api/tags')).statusCode;
  }
  t.equal(recovered, 200);
});
