/**
 * Account details and the header's name as a reader sees them (docs/product.md#visual-language
 * "Personal area"): the page's heading and its sections' headings are different names; each label
 * sits apart from the field above it, as in the other forms; and at 1280 px the header shows a
 * reader's whole name when the bar has room for it.
 */
import t from 'tap';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';

t.setTimeout(180_000);
const harness = await startReadersHarness();
const email = await registerReader(harness, 'details@example.org', 'Александра-Констанция');

for (const locale of ['ru', 'en'] as const) {
  t.test(`${locale}: no section of account details is named like the page`, async (t) => {
    const { page } = await openSignedIn(harness, email, `/${locale}/profile/data`, { width: 1280 });
    t.teardown(() => page.context().close());
    const title = (await page.locator('h1').first().textContent())?.trim();
    const sections = (await page.locator('main h2').allTextContents()).map((text) => text.trim());
    t.ok(sections.length >= 2, 'the page has its sections');
    t.notOk(sections.includes(title ?? ''), `"${title}" is the page's heading only (${sections.join(', ')})`);
  });
}

t.test('each label of account details sits apart from the field above it, at 375 and 1280 px', async (t) => {
  for (const width of [375, 1280]) {
    const { page } = await openSignedIn(harness, email, '/ru/profile/data', { width });
    const form = page.getByTestId('details-form');
    const gaps = await form.evaluate((element) => {
      const fields = [
        ...element.querySelectorAll('input[type="text"], input:not([type]), input[type="email"]'),
      ];
      const found: number[] = [];
      for (const input of fields) {
        const label = element.querySelector(`label[for="${input.id}"]`);
        if (!label) continue;
        const top = label.getBoundingClientRect().top;
        // The nearest field that ends above this label, in the same column or the one before.
        const above = fields
          .map((other) => other.getBoundingClientRect())
          .filter((box) => box.bottom <= top + 1)
          .sort((a, b) => b.bottom - a.bottom)[0];
        if (above) found.push(Math.round(top - above.bottom));
      }
      return found;
    });
    t.ok(gaps.length >= 2, `${width}: labels below other fields were measured`);
    t.ok(
      Math.min(...gaps) >= 12,
      `${width}: at least 12 px between a field and the next label (${gaps.join(', ')})`,
    );
    await page.context().close();
  }
});

t.test('at 1280 px the header shows the whole name when the bar has room for it', async (t) => {
  // A 21-letter name: the search field gives way first, so the Russian bar holds it too.
  for (const locale of ['ru', 'en'] as const) {
    const { page } = await openSignedIn(harness, email, `/${locale}`, { width: 1280 });
    const name = page
      .getByRole('button', { name: /Меню профиля|Account menu/ })
      .getByText('Александра-Констанция', { exact: true });
    const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
    t.notOk(cut, `${locale}: "${await name.textContent()}" is not cut`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    t.notOk(overflow, `${locale}: the page does not overflow`);
    await page.context().close();
  }
});
