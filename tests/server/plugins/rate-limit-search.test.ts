/**
 * The search limit (docs/rules.md R19) counts a request by what it costs: the live search's dropdown
 * query against its own, larger budget, so a reader typing with the 500 ms pause of
 * docs/product.md#constants is never refused, while results pages keep the limit for scrapers. A
 * refusal says in how many seconds to try again, in the caller's language, with Retry-After.
 */
import t from 'tap';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_PER_GROUP } from '../../../shared/constants.ts';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
t.teardown(() => stub.stop());
const SEARCHES_PER_MINUTE = 30;
const web = await startTestApp({
  upstreamUrl: stub.url,
  // The per-second window is left out: a test cannot pace itself like a reader without timing.
  env: { RATE_LIMIT_SEARCH_PER_MINUTE: String(SEARCHES_PER_MINUTE), RATE_LIMIT_SEARCH_PER_SECOND: '0' },
});
t.teardown(() => web.close());

const get = (remoteAddress: string, url: string, language = 'ru') =>
  web.app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': language } });
const dropdown = (query: string) =>
  `/api/search?lang=ru&query=${encodeURIComponent(query)}&limit=${SEARCH_RESULTS_PER_GROUP}&page=0`;

t.test(
  'a reader typing is never refused: every dropdown query a minute of pauses allows is answered',
  async (t) => {
    const reader = '10.31.0.1';
    const mostInAMinute = Math.ceil(60_000 / SEARCH_DEBOUNCE_MS);
    const statuses = new Set<number>();
    for (let i = 0; i < mostInAMinute; i++)
      statuses.add((await get(reader, dropdown(`идиш ${i}`))).statusCode);
    t.same([...statuses], [200], `${mostInAMinute} dropdown queries in a minute, none refused`);
    const page = await get(reader, '/ru/search?search=%D0%B8%D0%B4%D0%B8%D1%88');
    t.not(page.statusCode, 429, 'and the results page after them is still served');
  },
);

t.test('results pages keep the limit; the refused one says in how many seconds to try again', async (t) => {
  const scraper = '10.31.0.2';
  for (let i = 0; i < SEARCHES_PER_MINUTE; i++) {
    const page = await get(scraper, `/ru/search?search=scrape${i}`);
    t.not(page.statusCode, 429, `results page ${i + 1} is served`);
  }
  const refused = await get(scraper, '/ru/search?search=scrape-more');
  t.equal(refused.statusCode, 429, `results page ${SEARCHES_PER_MINUTE + 1} is refused`);
  const seconds = Number(refused.headers['retry-after']);
  t.ok(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, `Retry-After: ${seconds}`);
  t.match(
    refused.body,
    new RegExp(`Подождите ${seconds} секунд[уы]? и попробуйте снова`),
    'the page names the wait',
  );

  const english = await get(scraper, '/en/search?search=scrape-more', 'en');
  t.equal(english.statusCode, 429);
  t.match(english.body, /Please wait \d+ seconds? and try again/, 'in English on /en');

  const call = await get(scraper, '/api/search?lang=en&query=scrape&limit=6&page=0', 'en');
  t.equal(call.statusCode, 429, 'a results call counts with results pages');
  t.ok(call.headers['retry-after'], 'with Retry-After');
  t.match(call.json().message, /Please try again in \d+ seconds?\./, 'its message names the wait');
});
