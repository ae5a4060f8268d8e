/**
 * The reader's comfort settings in the server's HTML (docs/architecture.md#reading-comfort): a page
 * rendered per request carries the theme, text size and line spacing of the reader's cookies on
 * `<html>` in its first byte, a signed-in reader's account before the device's cookies; a page from
 * the anonymous page cache carries no reader's settings at all, whoever's request filled it, only the
 * comfort script that applies each reader's own.
 */
import t from 'tap';
import { THEME_COLORS } from '../../../shared/comfort.ts';
import { COMFORT_SCRIPT_TAG } from '../../../shared/comfort-script.ts';
import { account, call, PAGE_KINDS_SITE_ENV } from '../../helpers/page-kinds.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite({ listen: true, env: PAGE_KINDS_SITE_ENV });
t.teardown(() => site.close());
const get = (url: string, cookie?: string) =>
  site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? '';
const themeColors = (body: string) =>
  [...body.matchAll(/<meta name="theme-color"[^>]*content="([^"]+)"/g)].map((match) => match[1]);

t.test('a page rendered per request carries the cookies’ settings in its first byte', async (t) => {
  // The hashtag tool is never cached whole: it is rendered for each visitor.
  const page = await get('/ru/hashtags-landing', 'theme=dark; text_size=largest; line_spacing=wide');
  t.equal(page.statusCode, 200);
  t.equal(page.headers['cache-control'], 'private, no-store');
  const html = htmlTag(page.body);
  t.match(html, 'data-theme="dark"');
  t.match(html, 'data-text-size="largest"');
  t.match(html, 'data-line-spacing="wide"');
  t.same(themeColors(page.body), [THEME_COLORS.dark, THEME_COLORS.dark], "the browser's bars follow");
});

t.test('an unknown value in a cookie counts as no choice', async (t) => {
  const page = await get('/ru/hashtags-landing', 'theme=neon"><script>; text_size=huge');
  const html = htmlTag(page.body);
  t.notMatch(html, 'data-theme');
  t.notMatch(html, 'data-text-size');
  t.same(themeColors(page.body), [THEME_COLORS.light, THEME_COLORS.dark], "each system scheme's colour");
});

t.test('a cached page carries no reader’s settings, whoever filled it', async (t) => {
  const first = await get('/ru/about-project', 'theme=dark; text_size=largest');
  t.equal(first.headers['x-cache'], 'MISS', 'a dark reader fills the cache');
  t.notMatch(htmlTag(first.body), 'data-', 'even the reader who filled it gets the page without theirs');
  t.match(first.body, COMFORT_SCRIPT_TAG, 'the comfort script applies theirs');
  for (const cookie of ['theme=sepia', undefined]) {
    const next = await get('/ru/about-project', cookie);
    t.equal(next.headers['x-cache'], 'HIT');
    t.equal(next.body, first.body, `the same bytes for ${cookie ?? 'a reader without a choice'}`);
    t.notMatch(next.headers.vary, /Cookie/, 'one stored page for all, a CDN keeps one too');
  }
});

t.test("a signed-in reader's account wins over the device's cookie, on every device", async (t) => {
  const reader = await account(site, 'comfort-reader@example.org', 'Эстер');
  await call(reader, 'POST', '/api/user/profile', { theme: 'sepia', text_size: 'large' });
  const page = await get('/ru/about-project', `${reader.cookie}; theme=dark`);
  t.equal(page.headers['cache-control'], 'private, no-store', 'rendered for the reader');
  const html = htmlTag(page.body);
  t.match(html, 'data-theme="sepia"', "the account's theme");
  t.match(html, 'data-text-size="large"', "the account's size");
  t.same(themeColors(page.body), [THEME_COLORS.sepia, THEME_COLORS.sepia]);
  await call(reader, 'POST', '/api/user/profile', { theme: null });
  t.match(
    htmlTag((await get('/ru/about-project', `${reader.cookie}; theme=dark`)).body),
    'data-theme="dark"',
    "none in the account: the device's",
  );
});
