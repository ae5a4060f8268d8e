/**
 * docs/rules.md R19: limits where they belong. What costs next to nothing (a page the page
 * cache answers) does not count towards the global per-IP limit; search, the most expensive call, has
 * its own limit on top of it.
 */
import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { shiftTime } from '../helpers/shift-time.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({
  upstreamUrl: stub.url,
  env: {
    RATE_LIMIT_GLOBAL_PER_10_SECONDS: '20',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100',
    RATE_LIMIT_SEARCH_PER_SECOND: '2',
    RATE_LIMIT_SEARCH_PER_MINUTE: '3',
  },
});
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, remoteAddress, headers });

t.test('a crawler reading cached pages is never refused, and they use none of its allowance', async (t) => {
  const pages = ['/ru', '/en', '/ru/materials', '/ru/materials/yiddish-alphabet', '/en/materials'];
  // Another visitor's reads put the pages in the cache.
  for (const page of pages) t.equal((await from('10.1.0.1', page)).statusCode, 200, `${page} rendered`);
  const codes = new Map<number, number>();
  for (let i = 0; i < 60; i += 1) {
    const response = await from('10.1.0.2', pages[i % pages.length] as string);
    codes.set(response.statusCode, (codes.get(response.statusCode) ?? 0) + 1);
  }
  t.same([...codes], [[200, 60]], '60 cached pages from one address in well under 10 s: all 200');
  const limited: number[] = [];
  for (let i = 0; i < 21; i += 1) limited.push((await from('10.1.0.2', '/api/tags')).statusCode);
  t.same(limited, [...Array(20).fill(200), 429], 'the full allowance is left for the rest');
});

t.test('a page the cache cannot answer still counts', async (t) => {
  const codes: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    codes.push((await from('10.1.0.3', `/ru/materials?page=${i + 1}`)).statusCode);
  }
  t.equal(codes.at(-1), 429);
  t.equal(codes.indexOf(429), 20, 'the 21st in 10 s is refused');
});

t.test('search has its own per-IP limit, per second and per minute', async (t) => {
  const search = (address: string, word: string) =>
    from(address, `/api/search?lang=en&query=${encodeURIComponent(word)}`, { 'accept-language': 'en' });
  t.equal((await search('10.2.0.1', 'klezmer')).statusCode, 200);
  t.equal((await search('10.2.0.1', 'shtetl')).statusCode, 200);
  const third = await search('10.2.0.1', 'menorah');
  t.equal(third.statusCode, 429, 'a third search within a second');
  t.ok(Number(third.headers['retry-after']) >= 1);
  t.match(third.json(), { error: 'too_many_requests', message: /Too many requests/ });
  t.equal((await from('10.2.0.1', '/api/tags')).statusCode, 200, 'other calls are not refused');
  t.equal((await search('10.2.0.2', 'menorah')).statusCode, 200, 'another address is unaffected');
  shiftTime(t, 1100);
  t.equal((await search('10.2.0.1', 'menorah')).statusCode, 200, 'the next second');
  t.equal((await search('10.2.0.1', 'klezmer')).statusCode, 429, 'three a minute');
});

t.test('a search page the cache cannot answer counts as a search, whatever its cookie', async (t) => {
  const codes: number[] = [];
  for (const word of ['a1', 'a2', 'a3']) {
    const response = await from('10.3.0.1', `/en/search?search=${word}`, { cookie: `sid=${'f'.repeat(43)}` });
    codes.push(response.statusCode);
  }
  t.same(codes.slice(0, 2), [200, 200]);
  t.equal(codes[2], 429);
});
