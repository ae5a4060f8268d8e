/**
 * docs/rules.md R29, S2: a call made with the reader's token shares the renders' gate, so when the
 * process is saturated it is shed at once with the JSON 503 and Retry-After, like a render, instead of
 * waiting in a queue its client gives up on. Anonymous calls the content cache answers are still served.
 * One slot, no queue, the limit applying whatever the CPU does: the mechanism without load (the figures
 * under load are the bench's overload rows).
 */
import t from 'tap';
import type { RenderFunction } from '../../../server/render/ssr-module.ts';
import { startTestApp } from '../helpers/app.ts';
import { fakeRender } from '../helpers/fake-render.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

/** While `held` is set, every render waits for it: a render that has the one slot and keeps it. */
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
