/** What the offline worker keeps and drops (docs/offline.md): addresses, what a page names, the budget. */
import t from 'tap';
import {
  addressesInUse,
  isReadingPage,
  KEEP_LIMITS,
  type KeptText,
  localeOf,
  scanPage,
  textKey,
  textsOverBudget,
} from '../../../../client/features/offline/keep-rules.ts';

const at = (address: string) => new URL(address, 'https://site.example');

t.test('the five reading pages are kept, lists and other pages are not', async (t) => {
  for (const address of [
    '/ru/materials/shtetl-everyday-life',
    '/en/courses/shtetl-world',
    '/en/courses/shtetl-world?material=2',
    '/ru/map/berdychiv',
    '/books/articles/hanukkah-customs?lang=en',
    '/books/chapter/bereshit-in-the-beginning',
  ]) {
    t.ok(isReadingPage(at(address)), address);
  }
  for (const address of [
    '/ru',
    '/ru/materials',
    '/en/map',
    '/books',
    '/ru/profile/data',
    '/api/materials/x',
  ]) {
    t.notOk(isReadingPage(at(address)), address);
  }
});

t.test("an address's language is its locale segment or the books' lang, Russian otherwise", async (t) => {
  t.equal(localeOf(at('/en/materials/x')), 'en');
  t.equal(localeOf(at('/ru/courses')), 'ru');
  t.equal(localeOf(at('/books/chapter/x?lang=en')), 'en');
  t.equal(localeOf(at('/books/chapter/x')), 'ru');
  t.equal(localeOf(at('/')), 'ru');
  t.equal(
    textKey(at('/en/courses/x?material=1#part-2')),
    '/en/courses/x?material=1',
    'kept without the fragment',
  );
});

t.test('a page names its built files, every size of its pictures and a course its materials', async (t) => {
  const html = `<!doctype html><html><head><title>Мир местечка — Еврейская культура</title>
    <meta property="og:title" content="Мир местечка &amp; его люди">
    <link rel="stylesheet" href="/assets/style-AbC.css">
    <link rel="preload" href="/assets/da-sans-400-X.woff2" as="font"></head><body>
    <img src="/storage/a/cover-960.webp" srcset="/storage/a/cover-480.webp 480w, /storage/a/cover-960.webp 960w, /storage/a/cover-1440.webp 1440w">
    <img src="https://elsewhere.example/tracker.gif">
    <p>See /storage/not-a-picture.webp in the text</p>
    <a href="?material=1#landing">Second</a><a href="?material=2">Third</a><a href="/ru/courses/other?material=1">Other course</a>
    <script type="module" src="/assets/boot-1.js" data-entry="/assets/entry-client-2.js" data-preloads="/assets/framework-3.js /assets/route-4.js"></script>
    </body></html>`;
  const page = scanPage(html, at('/ru/courses/shtetl-world'));
  t.equal(
    page.title,
    'Мир местечка & его люди',
    'the share title, not the document title with the site name',
  );
  t.same(page.assets.toSorted(), [
    '/assets/boot-1.js',
    '/assets/da-sans-400-X.woff2',
    '/assets/entry-client-2.js',
    '/assets/framework-3.js',
    '/assets/route-4.js',
    '/assets/style-AbC.css',
  ]);
  t.same(page.images.toSorted(), [
    '/storage/a/cover-1440.webp',
    '/storage/a/cover-480.webp',
    '/storage/a/cover-960.webp',
  ]);
  t.same(page.materials, ['/ru/courses/shtetl-world?material=1', '/ru/courses/shtetl-world?material=2']);
  t.equal(
    scanPage('<title>Berdychiv — Jewish Culture</title>', at('/en/map/berdychiv')).title,
    'Berdychiv — Jewish Culture',
  );
});

const text = (url: string, openedAt: number, bytes = 1000, pinned = false): KeptText => ({
  url,
  title: url,
  lang: 'ru',
  pinned,
  openedAt,
  bytes,
  documents: [url],
  images: [`${url}.webp`],
  assets: ['/assets/boot-1.js'],
});

t.test('over the budget the oldest unpinned texts go first; pinned ones stay', async (t) => {
  const texts = Array.from({ length: KEEP_LIMITS.texts + 2 }, (_, index) =>
    text(`/ru/materials/m${index}`, index),
  );
  t.same(textsOverBudget(texts), ['/ru/materials/m0', '/ru/materials/m1'], 'thirty texts at most');
  texts[0] = { ...texts[0], pinned: true } as KeptText;
  t.same(textsOverBudget(texts), ['/ru/materials/m1', '/ru/materials/m2'], 'a pinned text is passed over');
  const heavy = [text('/a', 1, 30 * 1024 * 1024), text('/b', 2, 30 * 1024 * 1024), text('/c', 3, 1)];
  t.same(textsOverBudget(heavy), ['/a'], 'fifty megabytes at most');
  const pinned = [text('/a', 1, 60 * 1024 * 1024, true)];
  t.same(textsOverBudget(pinned), [], 'pinned texts stay even over the budget');
  t.same(textsOverBudget([text('/a', 1), text('/b', 2)], { texts: 1, bytes: Infinity }), ['/a']);
});

t.test('what the kept texts still name is in use, and nothing else', async (t) => {
  const used = addressesInUse([text('/a', 1), text('/b', 2)]);
  t.same([...used].toSorted(), ['/a', '/a.webp', '/assets/boot-1.js', '/b', '/b.webp']);
});
