/**
 * The server's block store (client/runtime/fragments) changes how fast a page is rendered, never what it
 * is: every kind of page, rendered by a site with the store and by one without it over the same API,
 * is the same document, both when its blocks are stored and when they are reused.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';

// The page cache is off on both, so every request below is rendered.
const plain = await startSite({ env: { BLOCK_STORE_MAX_BYTES: '0', PAGE_CACHE_MAX_ENTRIES: '0' } });
const stored = await startSite({ upstreamUrl: plain.upstreamUrl, env: { PAGE_CACHE_MAX_ENTRIES: '0' } });
t.teardown(async () => {
  await stored.close();
  await plain.close();
});

const get = (site: typeof plain, url: string) => site.app.inject({ method: 'GET', url });
/** The nonce is new on every response; nothing else may differ. */
const normalized = (body: string) => body.replace(/ nonce="[^"]*"/g, ' nonce=""');

const firstSlug = async (kind: 'materials' | 'courses') =>
  (await get(plain, `/api/${kind}?lang=ru`)).json()[kind][0].slug as string;
const material = await firstSlug('materials');
const course = await firstSlug('courses');

const PAGES = [
  '/ru',
  '/en',
  '/ru/materials',
  '/en/materials',
  '/ru/materials?page=1',
  '/ru/courses',
  '/en/courses',
  `/ru/materials/${material}`,
  `/en/materials/${material}`,
  `/ru/courses/${course}`,
  `/ru/courses/${course}?material=1`,
  `/en/courses/${course}`,
  '/ru/about-project',
  '/ru/about-team',
  '/en/politics',
  '/ru/no-such-page',
  '/books',
  '/books?lang=en',
  '/books/articles/hanukkah-customs',
  '/books/articles/hanukkah-customs?lang=en',
  '/books/chapter/noach-the-flood-and-the-tower',
  '/books/chapter/yiddish-greetings?lang=en',
  '/ru/virtual-gallery',
  '/ru/virtual-gallery/kiddush-cup',
];

t.test('every page is the same document with the block store as without it', async (t) => {
  for (const url of PAGES) {
    const expected = await get(plain, url);
    const first = await get(stored, url);
    const second = await get(stored, url);
    t.equal(first.statusCode, expected.statusCode, `${url}: status`);
    t.equal(normalized(first.body), normalized(expected.body), `${url}: the render that stores its blocks`);
    t.equal(normalized(second.body), normalized(expected.body), `${url}: the render that reuses them`);
    t.notMatch(second.body, /fragment-[0-9a-f]{24}/, `${url}: no marker left`);
  }
});
