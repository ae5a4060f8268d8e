/**
 * The personal area's screens in one language at one width, signed out (the sign-in prompt) and
 * signed in with something in every list: no serious or critical axe violation, no console problem,
 * nothing wider than the viewport, and full-page screenshots in tests/browser/screenshots/ to look at.
 */
import { mkdir } from 'node:fs/promises';
import t, { type Test } from 'tap';

import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { accessibleAndFits, loadLazyImages, realProblems, seriousViolations } from '../browse/setup.ts';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';
import { readSomething } from './reader.ts';

const SCREENS = [
  { name: 'data', path: '/profile/data' },
  { name: 'favorites', path: '/profile/favorites' },
  { name: 'courses-history', path: '/profile/courses' },
  { name: 'courses-recommendations', path: '/profile/courses?tab=recommendations' },
  { name: 'courses-archive', path: '/profile/courses?tab=archive' },
  { name: 'materials', path: '/profile/materials' },
  { name: 'reviews', path: '/profile/reviews' },
  { name: 'help', path: '/profile/help' },
  { name: 'main-shelf', path: '' },
];

export async function checkScreens(locale: 'ru' | 'en', width: number): Promise<void> {
  // Every screen signs in anew: the sign-in limits would refuse the tenth login in a minute.
  const harness = await startReadersHarness();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const email = await registerReader(harness, `screens-${locale}-${width}@example.org`, 'Ривка');
  const seeded = await openSignedIn(harness, email, `/${locale}`, { width });
  await readSomething(harness, seeded.context, seeded.page, locale);
  await seeded.context.close();

  const check = async (t: Test, probe: Awaited<ReturnType<typeof harness.open>>, name: string) => {
    const { page, problems } = probe;
    await accessibleAndFits(t, page);
    await loadLazyImages(page);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}profile-${locale}-${name}-${width}.png`,
      fullPage: true,
    });
    t.same(realProblems(problems), [], 'no console problems');
  };

  t.test(`/${locale}/profile/favorites signed out at ${width} px`, async (t) => {
    const probe = await harness.open(`/${locale}/profile/favorites`, {
      width,
      locale: locale === 'ru' ? 'ru-RU' : 'en-GB',
      cookiesAccepted: true,
    });
    await probe.page.locator('[data-testid="profile-sign-in"]').waitFor();
    await check(t, probe, 'signed-out');
    await probe.context.close();
  });

  for (const screen of SCREENS) {
    const path = `/${locale}${screen.path}`;
    t.test(`${path} at ${width} px is accessible, clean and fits`, async (t) => {
      const probe = await openSignedIn(harness, email, path, { width });
      await check(t, probe, screen.name);
      if (screen.name === 'data' && width < 900) {
        await probe.page.locator('[data-testid="profile-menu"] summary').click();
        t.same(await seriousViolations(probe.page), [], 'the open phone menu is accessible too');
        await probe.page.screenshot({ path: `${SCREENSHOT_DIR}profile-${locale}-menu-${width}.png` });
      }
      await probe.context.close();
    });
  }
}
