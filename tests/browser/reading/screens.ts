/**
 * The reading screens in one language at one width: no serious or critical axe violation, no console
 * problem (hydration warnings included), nothing wider than the viewport, and full-page screenshots in
 * tests/browser/screenshots/ to look at: the course page (also with its phone menu open) and a material.
 */
import { mkdir } from 'node:fs/promises';
import t from 'tap';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import {
  loadLazyImages,
  openScreen,
  realProblems,
  seriousViolations,
  startHarness,
} from '../browse/setup.ts';

const SCREENS = [
  { name: 'course', path: '/courses/shtetl-world' },
  { name: 'material', path: '/materials/shtetl-everyday-life' },
];

export async function checkScreens(locale: 'ru' | 'en', width: number): Promise<void> {
  const harness = await startHarness();
  t.teardown(() => harness.close());
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const screen of SCREENS) {
    const path = `/${locale}${screen.path}`;
    t.test(`${path} at ${width} px is accessible, clean and fits`, async (t) => {
      const { page, problems } = await openScreen(t, harness, path, locale, width);
      await loadLazyImages(page);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}reading-${locale}-${screen.name}-${width}.png`,
        fullPage: true,
      });
      if (screen.name === 'course' && width < 1024) {
        await page.locator('aside button[aria-controls="course-materials"]').click();
        await page.waitForTimeout(200);
        t.same(await seriousViolations(page), [], 'the open phone menu is accessible too');
        await page.screenshot({ path: `${SCREENSHOT_DIR}reading-${locale}-course-menu-${width}.png` });
      }
      t.same(realProblems(problems), [], 'no console problems');
      await page.close();
    });
  }
}
