/**
 * The books area, the gallery (with its lightbox open) and the Ashkenazi table at 320, 375 and 1280 px:
 * nothing wider than the viewport, no console problem, no serious or critical axe
 * violation, and a full-page screenshot in tests/browser/screenshots/ to look at.
 */
import { mkdir } from 'node:fs/promises';
import t from 'tap';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { accessibleAndFits, loadLazyImages, realProblems, startHarness } from '../browse/setup.ts';

const SCREENS = [
  '/books',
  '/books?lang=en',
  '/books/articles/hanukkah-customs',
  '/books/articles/sholem-aleichem-humour?lang=en',
  '/books/chapter/bereshit-in-the-beginning',
  '/books/chapter/ukraine-hasidism-and-empire?lang=en',
  '/ru/virtual-gallery',
  '/ru/virtual-gallery/printed-ketubah',
  '/ru/ashkenazi-table',
];
const WIDTHS = [320, 375, 1280];

const harness = await startHarness();
t.teardown(() => harness.close());
await mkdir(SCREENSHOT_DIR, { recursive: true });

for (const width of WIDTHS) {
  for (const path of SCREENS) {
    t.test(`${path} at ${width} px is accessible, clean and fits`, async (t) => {
      const locale = path.includes('lang=en') ? 'en-GB' : 'ru-RU';
      const { page, problems } = await harness.open(path, { width, locale, cookiesAccepted: true });
      if (path.startsWith('/ru/virtual-gallery/')) await page.locator('.yarl__root').waitFor();
      await accessibleAndFits(t, page);
      t.same(realProblems(problems), [], 'no console problems');
      if (width !== 320) {
        await loadLazyImages(page);
        const name = `library${path.replace(/[^a-z0-9]+/g, '-')}-${width}.png`;
        await page.screenshot({
          path: `${SCREENSHOT_DIR}${name}`,
          fullPage: !path.startsWith('/ru/virtual-gallery/'),
        });
      }
      await page.close();
    });
  }
}
