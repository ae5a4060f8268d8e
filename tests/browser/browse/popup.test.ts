/**
 * The global behaviours of docs/product.md#screens in a browser, on a static page whose content has images and a
 * text-with-icon: the full-size image popup (mouse and keyboard, the `full_` file and its fallback,
 * focus back on close), the excluded icons, and the popover realigning at the 576 px breakpoint.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { SCREENSHOT_DIR } from '../../helpers/browser.ts';
import { startStubApi, staticPage } from '../../server/render/browse-stub.ts';
import { realProblems, startHarness } from './setup.ts';

const stub = await startStubApi();
const harness = await startHarness({ upstreamUrl: stub.url });
t.teardown(async () => {
  await harness.close();
  await stub.close();
});

const media = path.join(harness.site.config.mediaDir, 'figures');
await mkdir(media, { recursive: true });
const jpeg = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
await writeFile(path.join(media, 'plate.jpg'), await jpeg(96, 54, 200));
await writeFile(path.join(media, 'full_plate.jpg'), await jpeg(1920, 1080, 180));
await writeFile(path.join(media, 'candle.jpg'), await jpeg(96, 54, 90));
// A narrower variant in its srcset, as the importer writes them: the page shows it, the popup must not.
await writeFile(
  path.join(media, 'candle.jpg.48w.webp'),
  await sharp({ create: { width: 48, height: 27, channels: 3, background: '#202020' } })
    .webp()
    .toBuffer(),
);
await writeFile(
  path.join(media, 'info.png'),
  await sharp({ create: { width: 16, height: 16, channels: 4, background: '#8f2d2a' } })
    .png()
    .toBuffer(),
);

const CONTENT = [
  '<p>Введение.</p>',
  '<figure><img src="/storage/figures/plate.jpg" alt="Расписная тарелка" width="960" height="540"><figcaption>Тарелка из Подолии</figcaption></figure>',
  '<figure><img src="/storage/figures/candle.jpg" srcset="/storage/figures/candle.jpg.48w.webp 48w" sizes="48px" alt="Субботняя свеча" width="960" height="540" loading="lazy" decoding="async"></figure>',
  '<p>Слово <span class="text-with-icon"><img src="/storage/figures/info.png" alt="" title="Небольшой город черты оседлости" width="16" height="16">местечко</span> объяснено.</p>',
  '<p><a href="/ru/materials"><img src="/storage/figures/plate.jpg" alt="Ссылка" width="960" height="540"></a></p>',
].join('');
stub.answers.set('/api/pages/about-project', {
  status: 200,
  body: { ...staticPage('about-project', 'О проекте', CONTENT), content_locale: 'ru' },
});

t.test('a click opens the full_ variant, Escape closes it and focus returns to the image', async (t) => {
  const { page, problems } = await harness.open('/ru/about-project');
  const plate = page.locator('[data-rich-html] figure img').first();
  await plate.click();
  const popup = page.locator('[data-testid="image-popup"] img');
  await popup.waitFor();
  t.match(await popup.getAttribute('src'), /\/storage\/figures\/full_plate\.jpg$/);
  t.equal(await popup.getAttribute('data-variant'), 'full');
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="image-popup"] img') as HTMLImageElement)?.naturalWidth === 1920,
  );
  t.match(await page.locator('[data-testid="image-popup"] figcaption').textContent(), /Тарелка из Подолии/);
  t.ok(await page.locator('dialog[open]').count(), 'a native dialog is open');
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}browse-image-popup-1280.png` });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('alt')), 'Расписная тарелка');
  t.same(realProblems(problems), []);
});

t.test(
  'Enter or Space on a focused image opens it; a missing full_ file falls back to the original, not the srcset variant',
  async (t) => {
    const { page } = await harness.open('/ru/about-project');
    const candle = page.locator('img[alt="Субботняя свеча"]');
    await candle.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      (document.querySelector('img[alt="Субботняя свеча"]') as HTMLImageElement)?.currentSrc.endsWith(
        'candle.jpg.48w.webp',
      ),
    );
    t.match(
      await candle.evaluate((img) => (img as HTMLImageElement).currentSrc),
      /\/candle\.jpg\.48w\.webp$/,
      'the page shows the srcset variant',
    );
    t.equal(await candle.getAttribute('tabindex'), '0');
    t.equal(await candle.getAttribute('role'), 'button');
    await candle.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('[data-testid="image-popup"] img');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="image-popup"] img')?.getAttribute('data-variant') ===
        'original',
    );
    t.match(await popup.getAttribute('src'), /\/storage\/figures\/candle\.jpg$/);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="image-popup"] img') as HTMLImageElement)?.naturalWidth === 96,
    );
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await candle.focus();
    await page.keyboard.press(' ');
    await page.locator('dialog[open]').waitFor();
    t.pass('Space opens it too');
  },
);

t.test('icons inside text-with-icon and linked images are not popup images', async (t) => {
  const { page } = await harness.open('/ru/about-project');
  t.equal(await page.locator('.text-with-icon img[data-popup]').count(), 0);
  t.equal(await page.locator('a img[data-popup]').count(), 0);
  await page.locator('.text-with-icon img').click();
  await page.locator('[data-testid="text-popover"]').waitFor();
  t.equal(await page.locator('dialog[open]').count(), 0, 'no image popup');
});

t.test('the text-with-icon popover realigns when the viewport crosses 576 px', async (t) => {
  const { page } = await harness.open('/ru/about-project', { width: 1280 });
  const trigger = page.locator('.text-with-icon');
  await trigger.click();
  const panel = page.locator('[data-testid="text-popover"]');
  await panel.waitFor();
  t.equal(await trigger.getAttribute('aria-expanded'), 'true');
  t.match(await panel.textContent(), /Небольшой город черты оседлости/);
  t.equal(await panel.getAttribute('data-layout'), 'anchored');
  await page.screenshot({ path: `${SCREENSHOT_DIR}browse-popover-1280.png` });
  const wide = await panel.boundingBox();
  t.equal(Math.round(wide?.width ?? 0), 360);

  await page.setViewportSize({ width: 400, height: 800 });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="text-popover"]')?.getAttribute('data-layout') === 'sheet',
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}browse-popover-400.png` });
  const narrow = await panel.boundingBox();
  t.equal(Math.round(narrow?.x ?? 0), 12);
  t.equal(Math.round(narrow?.width ?? 0), 400 - 24);

  await page.setViewportSize({ width: 900, height: 800 });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="text-popover"]')?.getAttribute('data-layout') === 'anchored',
  );
  t.pass('back to anchored above the breakpoint');

  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  t.equal(await trigger.getAttribute('aria-expanded'), 'false');
});

t.test('the popover opens from the keyboard', async (t) => {
  const { page } = await harness.open('/ru/about-project');
  await page.locator('.text-with-icon').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="text-popover"]').waitFor();
  t.pass('Enter on the focused text opens its note');
});
