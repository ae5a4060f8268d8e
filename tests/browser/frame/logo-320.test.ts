/**
 * The header's logo link has an accessible name at every width: below 360 px the site's
 * name is hidden from sight only, so axe's `link-name` passes at 320 px and the link is found by its
 * name, in both languages.
 */
import AxeBuilder from '@axe-core/playwright';
import t from 'tap';
import { startHarness } from '../browse/setup.ts';

const harness = await startHarness();
t.teardown(() => harness.close());

for (const [path, locale, name] of [
  ['/ru', 'ru-RU', 'Еврейская культура'],
  ['/en/materials', 'en-GB', 'Jewish Culture'],
  ['/books/articles/hanukkah-customs', 'ru-RU', 'Еврейская культура'],
] as const) {
  t.test(`the logo link of ${path} is named at 320 px`, async (t) => {
    const { page } = await harness.open(path, { width: 320, locale, cookiesAccepted: true });
    const logo = page.locator('header a').first();
    t.equal(await logo.getAttribute('href'), path.startsWith('/en') ? '/en' : '/ru');
    const nameBox = await logo.locator('span').evaluate((span) => span.getBoundingClientRect());
    t.ok(nameBox.width <= 1 && nameBox.height <= 1, 'the name is hidden from sight at this width');
    t.equal(
      await page.locator('header').getByRole('link', { name, exact: true }).count(),
      1,
      'the logo link is found by its name',
    );
    const result = await new AxeBuilder({ page }).withRules(['link-name']).include('header').analyze();
    t.same(
      result.violations.map((v) => v.nodes.map((n) => n.target.join(' '))),
      [],
      'axe: every header link has a name',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    t.ok(overflow <= 0, `nothing wider than the viewport (${overflow} px over)`);
    await page.close();
  });
}
