/**
 * docs/rules.md R29, S2: when every render slot is taken, the excess gets the localized 503
 * page with Retry-After at once, while pages the page cache holds and the calls keep being answered.
 * A call made with the reader's token shares the renders' gate (`facade/routes.ts`): it is shed at once
 * with the JSON 503 and Retry-After, like a render, instead of waiting in a queue its client gives up on.
 * One slot, no queue, and the limit applying whatever the CPU does, so the mechanism shows without load
 * (the figures under load are the bench's overload row).
 */
import t from 'tap';
import type { RenderFunction } from '../../../server/render/ssr-module.ts';
import { startTestApp } from '../helpers/app.ts';
import { fakeRender } from '../helpers/fake-render.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

/** While `held` is set, every render waits for it: a render that has its slot and keeps it. */
let held: Promise<void> | null = null;
let release = () => {};
const holdingRender: RenderFunction = async (input) => {
  if (held) await held;
  return fakeRender(input);
};

const stub = await StubUpstream.start();
const site = await startTestApp({
  upstreamUrl: stub.url,
  render: holdingRender,
  env: {
    RENDER_CONCURRENCY: '1',
    RENDER_QUEUE_MAX: '0',
    RENDER_SHED_UTILIZATION_PERCENT: '0',
    LOAD_RETRY_AFTER_SECONDS: '7',
  },
});
t.teardown(async () => {
  release();
  await site.close();
  await stub.stop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });
const SIGNED_IN = { cookie: `sid=${'s'.repeat(43)}` };

t.test('the excess is shed with the 503 page while cached pages and calls are served', async (t) => {
  t.equal((await get('/ru')).statusCode, 200, 'a page put in the cache');
  held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = get('/ru/materials/yiddish-alphabet');
  await new Promise((resolve) => setTimeout(resolve, 50));

  const started = performance.now();
  const shed = await get('/en/materials');
  t.equal(shed.statusCode, 503, 'a page to render finds no slot');
  t.equal(shed.headers['retry-after'], '7');
  t.equal(shed.headers['cache-control'], 'no-store');
  t.match(shed.headers['content-type'], /text\/html/);
  t.match(shed.body, /<html lang="en"/);
  t.match(shed.body, /temporarily unavailable/i);
  const signedIn = await get('/ru/materials', SIGNED_IN);
  t.equal(signedIn.statusCode, 503, 'so does a signed-in page rendered per request');
  t.match(signedIn.body, /<html lang="ru"/);
  t.match(signedIn.body, /временно недоступ/i);
  t.ok(performance.now() - started < 500, 'both answered at once, not after a wait');

  const cached = await get('/ru');
  t.equal(cached.statusCode, 200, 'the cached page is still served');
  t.equal(cached.headers['x-cache'], 'HIT');
  t.equal((await get('/api/tags?lang=ru')).statusCode, 200, 'and the calls');
  t.match((await get('/internal/status')).json().renders, { active: 1, shed: 2 }, 'the status route counts');
  t.match((await get('/metrics')).body, /web_renders_shed_total 2/);

  release();
  held = null;
  t.equal((await holding).statusCode, 200, 'the render that had the slot ends normally');
  t.equal((await get('/en/materials')).statusCode, 200, 'and the slot is free again');
});

/** How many signed-in user calls reached the content API (the stub answers them 404: no matter here). */
const userCallsUpstream = () =>
  stub.requests.filter((seen) => seen.path === '/api/user' && seen.headers.authorization).length;

t.test('a signed-in call is shed with the JSON 503 and Retry-After while the gate is full', async (t) => {
  t.not((await get('/api/user', SIGNED_IN)).statusCode, 503, 'not shed while a slot is free');
  t.equal(userCallsUpstream(), 1, 'it went to the content API with the token');
  t.equal((await get('/api/tags?lang=ru')).statusCode, 200, 'an anonymous call put in the cache');

  held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = get('/ru/materials/yiddish-alphabet', SIGNED_IN);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = stub.requests.length;

  const shed = await get('/api/user', { ...SIGNED_IN, 'accept-language': 'en' });
  t.equal(shed.statusCode, 503, 'the signed-in call finds no slot');
  t.equal(shed.headers['retry-after'], '7');
  t.equal(shed.headers['cache-control'], 'no-store');
  t.match(shed.json(), { error: 'overloaded', message: /temporarily unavailable/i });
  t.equal(stub.requests.length, before, 'and never reached the content API');
  t.equal((await get('/api/tags?lang=ru')).statusCode, 200, 'the cached anonymous call is served');

  release();
  held = null;
  t.equal((await holding).statusCode, 200, 'the render that had the slot ends normally');
  t.not((await get('/api/user', SIGNED_IN)).statusCode, 503, 'and the signed-in call is made again');
  t.equal(userCallsUpstream(), 2);
});
