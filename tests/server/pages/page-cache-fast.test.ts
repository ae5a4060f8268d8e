/**
 * Page-cache hits answered before Fastify (`server/pages/page-cache-fast.ts`): over real HTTP, a hit
 * sends the same status, header lines in the same order and the same body as Fastify's page route
 * sends for it, in every encoding, without running Fastify's hooks; whatever the cache cannot answer
 * now (a miss, HEAD, a session, a pin in the address) still goes through Fastify.
 */
import t from 'tap';
import { stringMemo } from '../../../server/pages/page-cache-fast.ts';
import { type RawAnswer, rawHeader, rawRequest } from '../../helpers/raw-http.ts';
import { startSite } from '../../helpers/site.ts';

const get = (origin: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${origin}${path}`, headers, method);
const header = rawHeader;
type Raw = RawAnswer;

/** The header lines with the per-response values (date, request id, age) blanked. */
function comparable(raw: Raw): Array<[string, string]> {
  return raw.lines.map(([name, value]) =>
    ['date', 'x-request-id', 'age'].includes(name.toLowerCase()) ? [name, '…'] : [name, value],
  );
}

const site = await startSite({ listen: true });
t.teardown(() => site.close());

/** Requests Fastify's own metrics saw on the page route (its `onResponse` hook). */
async function pageRouteCount(): Promise<number> {
  const text = (await get(site.origin, '/metrics')).body.toString();
  let count = 0;
  for (const match of text.matchAll(
    /^http_request_duration_seconds_count\{[^}]*route="\/\*"[^}]*\} (\d+)$/gm,
  )) {
    count += Number(match[1]);
  }
  return count;
}

t.test('a hit is answered before Fastify with the bytes its page route sends', async (t) => {
  const miss = await get(site.origin, '/ru');
  t.equal(header(miss, 'x-cache'), 'MISS');
  for (const encoding of ['identity', 'gzip', 'br']) {
    const headers = { 'accept-encoding': encoding };
    const before = await pageRouteCount();
    const fast = await get(site.origin, '/ru', headers);
    t.equal(await pageRouteCount(), before, `${encoding}: Fastify's hooks did not run for the hit`);
    // The same hit through Fastify: with the bypass switch on, the raw path leaves every request to it.
    site.app.cacheBypassOf = () => true;
    const routed = await get(site.origin, '/ru', headers);
    site.app.cacheBypassOf = () => false;
    t.equal(await pageRouteCount(), before + 1, `${encoding}: this one went through Fastify`);

    t.equal(fast.status, 200);
    t.equal(header(fast, 'x-cache'), 'HIT');
    t.equal(header(routed, 'x-cache'), 'HIT');
    t.same(comparable(fast), comparable(routed), `${encoding}: the same header lines in the same order`);
    t.ok(fast.body.equals(routed.body), `${encoding}: the same body`);
    t.match(header(fast, 'x-request-id'), /^[0-9a-f-]{36}$/);
    t.not(header(fast, 'x-request-id'), header(routed, 'x-request-id'));
  }
});

t.test('what the cache cannot answer now goes through Fastify', async (t) => {
  await get(site.origin, '/en');
  // HEAD is Fastify's (Fastify's metrics leave HEAD out, so this one is told by its answer).
  const head = await get(site.origin, '/en', {}, 'HEAD');
  t.equal(head.status, 200);
  t.equal(header(head, 'x-cache'), 'HIT');
  t.equal(head.body.length, 0);
  const cases: Array<[string, () => Promise<Raw>]> = [
    // A session cookie's shape is enough to never be served a shared page.
    ['a session', () => get(site.origin, '/en', { cookie: `sid=${'a'.repeat(43)}` })],
    ['a pin in the address', () => get(site.origin, '/en?pin=123456')],
    ['a page not cached yet', () => get(site.origin, '/en/courses')],
    ['a body', () => get(site.origin, '/en', { 'content-type': 'application/json; charset=latin1' })],
  ];
  for (const [name, send] of cases) {
    const before = await pageRouteCount();
    const answer = await send();
    t.equal(await pageRouteCount(), before + 1, `${name}: answered by Fastify's page route`);
    if (name === 'a session' || name === 'a pin in the address') {
      t.equal(header(answer, 'cache-control'), 'private, no-store', `${name}: rendered for this visitor`);
    }
    if (name === 'a body') t.equal(answer.status, 415, 'its charset refused as Fastify refuses it');
  }
  // An address over 2 KiB is refused before any route runs (docs/rules.md R23), cached page or not.
  const long = await get(site.origin, `/en?utm_source=${'x'.repeat(2100)}`);
  t.equal(long.status, 414);
});

t.test('what a hit works out per address or header value is remembered, in a bounded memo', async (t) => {
  const asked: string[] = [];
  const memo = stringMemo((input) => {
    asked.push(input);
    return input === 'no' ? false : input.length;
  }, 2);
  t.equal(memo('ab'), 2);
  t.equal(memo('ab'), 2);
  t.equal(memo('no'), false);
  t.equal(memo('no'), false, 'a false answer is remembered too');
  t.same(asked, ['ab', 'no'], 'each worked out once');
  t.equal(memo('xyz'), 3, 'past its bound it starts over');
  t.equal(memo('ab'), 2);
  t.same(asked, ['ab', 'no', 'xyz', 'ab']);
});
