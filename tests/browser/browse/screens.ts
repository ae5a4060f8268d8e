/**
 * Every browse screen in one language at one width: no serious or critical axe violation, no console
 * problem (hydration warnings included), nothing wider than the viewport, and a full-page screenshot
 * in tests/browser/screenshots/ to look at. One file per language and width keeps each run short.
 */
import { mkdir } from 'node:fs/promises';
import t from 'tap';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { loadLazyImages, openScreen, realProblems, startHarness } from './setup.ts';

const SCREENS = ['', '/materials', '/courses', '/about-project', '/about-team', '/politics', '/terms'];

export async function checkScreens(locale: 'ru' | 'en', width: number): Promise<void> {
  const harness = await startHarness();
  t.teardown(() => harness.close());
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const screen of SCREENS) {
    const path = `/${locale}${screen}`;
    t.test(`${path} at ${width} px is accessible, clean and fits`, async (t) => {
      const { page, problems } = await openScreen(t, harness, path, locale, width);
      t.same(realProblems(problems), [], 'no console problems');
      await loadLazyImages(page);
      const name = `browse-${locale}${screen.replace(/\//g, '-') || '-main'}-${width}.png`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}`, fullPage: true });
      await page.close();
    });
  }
}
