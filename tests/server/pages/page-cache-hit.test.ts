/**
 * A page-cache hit's answer (`server/pages/page-cache-hit.ts`), over real HTTP as a visitor gets it: every
 * header line a hit carries, in order, with its value, and the bytes the page was stored with. The
 * surrogate keys go only to a CDN that purges by them (a purge hook configured:
 * docs/operations.md#scale-out). A header that went missing, moved or changed fails here.
 */
import t, { type Test } from 'tap';
import { COMFORT_SCRIPT_HASH } from '../../../server/render/csp.ts';
import { type RawAnswer, rawHeader, rawRequest } from '../../helpers/raw-http.ts';
import { listeningTestApp, type TestApp, TestClock } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const get = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`http://127.0.0.1:${port}${path}`, headers, method);
const header = rawHeader;
type Raw = RawAnswer;

/** helmet's headers, in its order (docs/rules.md R6; HSTS only over HTTPS). */
const SECURITY = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

const CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
const PAGE = '/ru/materials/yiddish-alphabet';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The lines a hit must carry, in order: a value to equal, a pattern to match. The request id and the
 * date are each response's own; the surrogate keys are checked apart.
 */
function expectedLines(
  encoding: 'identity' | 'br',
  body: Buffer,
  age: string,
  surrogate: boolean,
): Array<[string, string | RegExp]> {
  return [
    ...(SECURITY as Array<[string, string]>),
    ...(encoding === 'br' ? [['content-encoding', 'br'] as [string, string]] : []),
    ['content-type', 'text/html; charset=utf-8'],
    // A cached page allows only its own files and the comfort script by its hash, never a nonce.
    [
      'content-security-policy',
      new RegExp(
        `^default-src 'self'; script-src 'self' ${escapeRegExp(COMFORT_SCRIPT_HASH)}; (?:(?!nonce).)*$`,
      ),
    ],
    ['content-language', 'ru'],
    ['cache-control', CACHE_CONTROL],
    ['vary', 'Accept-Encoding'],
    ['x-cache', 'HIT'],
    ...(surrogate
      ? ([
          ['surrogate-key', /^site materials/],
          ['cache-tag', /^site,materials/],
        ] as Array<[string, RegExp]>)
      : []),
    ['age', age],
    ['x-request-id', UUID],
    ['content-length', String(body.length)],
    ['Date', /GMT$/],
    // Each request of this test on a connection of its own (`agent: false`).
    ['Connection', 'close'],
  ];
}

function checkLines(t: Test, raw: Raw, expected: Array<[string, string | RegExp]>, what: string) {
  t.same(
    raw.lines.map(([name]) => name),
    expected.map(([name]) => name),
    `${what}: every header line, in order`,
  );
  for (const [name, value] of expected) {
    const sent = header(raw, name.toLowerCase()) ?? '';
    if (typeof value === 'string') t.equal(sent, value, `${what}: ${name}`);
    else t.match(sent, value, `${what}: ${name}`);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const stub = await StubUpstream.start();
const clock = new TestClock();
const plain = await listeningTestApp({ upstreamUrl: stub.url, clock });
const cdnClock = new TestClock();
const behindCdn = await listeningTestApp({
  upstreamUrl: stub.url,
  clock: cdnClock,
  env: { CDN_PURGE_URL: 'http://127.0.0.1:9/purge' },
});
t.teardown(async () => {
  await plain.close();
  await behindCdn.close();
  await stub.stop();
});

async function hits(t: Test, site: TestApp & { port: number }, clock: TestClock, surrogate: boolean) {
  const miss = await get(site.port, PAGE, { 'accept-encoding': 'identity' });
  t.equal(header(miss, 'x-cache'), 'MISS');
  const first = await get(site.port, PAGE, { 'accept-encoding': 'identity' });
  t.equal(first.status, 200);
  checkLines(t, first, expectedLines('identity', miss.body, '0', surrogate), 'identity');
  t.ok(first.body.equals(miss.body), 'the bytes the page was stored with');

  clock.advance(7);
  const br = await get(site.port, PAGE, { 'accept-encoding': 'gzip, deflate, br' });
  checkLines(t, br, expectedLines('br', br.body, '7', surrogate), 'brotli');
  const second = await get(site.port, PAGE, { 'accept-encoding': 'identity' });
  checkLines(t, second, expectedLines('identity', miss.body, '7', surrogate), 'identity again');
  t.ok(second.body.equals(miss.body));
  t.not(header(second, 'x-request-id'), header(first, 'x-request-id'), 'each hit its own request id');

  // HEAD goes through Fastify's route: the same page headers.
  const head = await get(site.port, PAGE, { 'accept-encoding': 'identity' }, 'HEAD');
  t.equal(header(head, 'x-cache'), 'HIT');
  t.equal(header(head, 'surrogate-key') !== undefined, surrogate, 'HEAD: surrogate keys alike');
  t.equal(header(head, 'cache-control'), CACHE_CONTROL);
  return first;
}

t.test(
  'a hit sends every header line a cached page carries, and no surrogate keys without a CDN',
  async (t) => {
    const first = await hits(t, plain, clock, false);
    t.equal(header(first, 'surrogate-key'), undefined);
    t.equal(header(first, 'cache-tag'), undefined);
  },
);

t.test("behind a CDN that purges by key, a hit also names the page's items", async (t) => {
  const first = await hits(t, behindCdn, cdnClock, true);
  const keys = (header(first, 'surrogate-key') ?? '').split(' ');
  t.ok(keys.includes('materials@yiddish-alphabet'), 'the item it shows');
  t.equal(header(first, 'cache-tag'), keys.join(','), 'the same keys for tag-purging CDNs');
});

t.test('a stale hit is labelled so, with its own age, on the same lines', async (t) => {
  clock.advance(120);
  const stale = await get(plain.port, PAGE, { 'accept-encoding': 'identity' });
  t.equal(header(stale, 'x-cache'), 'STALE');
  t.equal(header(stale, 'age'), String(127));
  t.same(
    stale.lines.map(([name]) => name),
    expectedLines('identity', stale.body, '', false).map(([name]) => name),
  );
});
