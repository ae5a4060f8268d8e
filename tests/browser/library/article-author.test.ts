/**
 * The article page's author popover: the article's author note is in the server's HTML
 * (the native popover works before hydration), and in the browser the info button opens it from the
 * keyboard, shows the note in the page's language, closes on Escape and gives the focus back. A
 * screenshot with the popover open at 375 and 1280 px in both languages goes to
 * tests/browser/screenshots/ to look at.
 */
import { mkdir } from 'node:fs/promises';
import t from 'tap';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { realProblems, seriousViolations, startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());
await mkdir(SCREENSHOT_DIR, { recursive: true });

const CASES = [
  {
    lang: 'ru',
    path: '/books/articles/hanukkah-customs',
    locale: 'ru-RU',
    label: 'Об авторе',
    note: 'Софья Альтман — этнограф. Записывает, как праздники отмечали',
  },
  {
    lang: 'en',
    path: '/books/articles/hanukkah-customs?lang=en',
    locale: 'en-GB',
    label: 'About the author',
    note: 'Sofia Altman is an ethnographer. She records how families',
  },
] as const;

for (const { lang, path, label, note } of CASES) {
  t.test(`the ${lang} article's server HTML carries the author popover`, async (t) => {
    const response = await harness.site.app.inject({ url: path, headers: { cookie: `locale=${lang}` } });
    t.equal(response.statusCode, 200);
    // HTML attribute names are case-insensitive (React writes `popoverTarget`).
    t.match(
      response.body,
      new RegExp(`<button[^>]*popovertarget="author-info"[^>]*aria-label="${label}"`, 'i'),
    );
    t.match(response.body, new RegExp(`<div[^>]*id="author-info"[^>]*popover="auto"[^>]*>[\\s\\S]*${note}`));
  });
}

for (const width of [375, 1280]) {
  for (const { lang, path, locale, label, note } of CASES) {
    t.test(`the author popover of the ${lang} article at ${width} px, by keyboard`, async (t) => {
      const { page, problems } = await harness.open(path, { width, locale, cookiesAccepted: true });
      const trigger = page.getByRole('button', { name: label, exact: true });
      const panel = page.locator('#author-info');
      t.equal(await panel.isVisible(), false, 'closed at first');
      await trigger.focus();
      await page.keyboard.press('Enter');
      await panel.waitFor({ state: 'visible' });
      t.match(await panel.textContent(), note, 'the note in the page’s language');
      // The popover's toggle event (which sets aria-expanded) fires a task after it shows.
      await page
        .waitForFunction(
          () =>
            document.querySelector('[popovertarget="author-info"]')?.getAttribute('aria-expanded') === 'true',
          null,
          { timeout: 3000 },
        )
        .catch(() => undefined);
      t.equal(await trigger.getAttribute('aria-expanded'), 'true', 'the trigger says it is expanded');
      const box = await panel.boundingBox();
      t.ok(box && box.x >= 0 && box.x + box.width <= width, 'the panel fits the viewport');
      t.same(await seriousViolations(page), [], 'no serious or critical axe violation with it open');
      await page.screenshot({ path: `${SCREENSHOT_DIR}article-author-${lang}-${width}.png` });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      t.equal(await trigger.evaluate((el) => el === document.activeElement), true, 'the focus is back');
      t.same(realProblems(problems), [], 'no console problems');
      await page.close();
    });
  }
}
