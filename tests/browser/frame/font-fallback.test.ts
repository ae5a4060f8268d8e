/**
 * The fallback faces of client/styles/global.css are metric-matched per weight (CLS 0): a
 * page's headings break into the same lines in the fallback as in the web fonts, so nothing below
 * them jumps when the fonts arrive on a slow link. Measured on the server's HTML (scripts off) with
 * the web fonts refused, then with them; the fallbacks come from the machine's Liberation fonts
 * (Chromium's recommended fonts-liberation, metric-compatible with Arial and Times New Roman).
 * Headings only: widths match on average, a string may differ by about 2 %, and a long paragraph near
 * a line's end can still gain a line (the body face is preloaded, so it rarely comes late).
 */
import t from 'tap';
import { startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

const PAGES = [
  '/ru',
  '/en',
  '/ru/materials',
  '/ru/materials/wooden-synagogues',
  '/en/materials/wooden-synagogues',
  '/ru/courses/family-memory',
  '/en/courses/shtetl-world',
];

interface Layout {
  /** The page's first eight headings: each one's text and height (its lines). */
  headings: { text: string; height: number }[];
  /** Whether each fallback face was found on the machine (`loaded`) or not (`error`). */
  fallbacks: string[];
}

async function layout(path: string, width: number, webFonts: boolean): Promise<Layout> {
  const context = await harness.browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: false,
  });
  try {
    if (!webFonts) await context.route(/\.woff2$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${harness.site.origin}${path}`);
    return await page.evaluate(async () => {
      await document.fonts.ready;
      const headings = [...document.querySelectorAll('main h1, main h2, main h3')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height > 0)
        .slice(0, 8)
        .map(({ element, box }) => ({
          text: (element.textContent ?? '').slice(0, 40),
          height: Math.round(box.height),
        }));
      const fallbacks = [...document.fonts]
        .filter((face) => face.family.includes('Fallback'))
        .map((face) => `${face.family} ${face.weight} ${face.style}: ${face.status}`);
      return { headings, fallbacks };
    });
  } finally {
    await context.close();
  }
}

for (const width of [375, 1280]) {
  for (const path of PAGES) {
    t.test(`${path} at ${width} px: the headings keep their lines when the web fonts arrive`, async (t) => {
      const fallback = await layout(path, width, false);
      const web = await layout(path, width, true);
      const used = fallback.fallbacks.filter((face) => !face.endsWith('unloaded'));
      t.ok(used.length > 0, 'the page drew its text in the fallback faces');
      t.same(
        used.filter((face) => !face.endsWith('loaded')),
        [],
        'each fallback face the page used was found on this machine',
      );
      t.ok(web.headings.length > 0, 'the page has headings to compare');
      t.same(fallback.headings, web.headings, 'the same headings, each as tall');
    });
  }
}
