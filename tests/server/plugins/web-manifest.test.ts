/**
 * The installed site (docs/offline.md#installing): a manifest per language, named in every page's
 * head, with icons of the sizes it says.
 */
import sharp from 'sharp';
import t from 'tap';
import type { webManifest } from '../../../server/plugins/web-manifest.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite();
t.teardown(() => site.close());

t.test("each language's manifest has its name and main page, and icons of the sizes it says", async (t) => {
  for (const [locale, name] of [
    ['ru', 'Еврейская культура'],
    ['en', 'Jewish Culture'],
  ] as const) {
    const answer = await site.app.inject({ method: 'GET', url: `/${locale}/manifest.webmanifest` });
    t.equal(answer.statusCode, 200);
    t.match(answer.headers['content-type'], /^application\/manifest\+json/);
    const manifest = answer.json() as ReturnType<typeof webManifest>;
    t.equal(manifest.name, name);
    t.equal(manifest.lang, locale);
    t.equal(manifest.start_url, `/${locale}`);
    t.equal(manifest.display, 'standalone');
    t.ok(
      manifest.icons.some((icon) => icon.purpose === 'maskable'),
      'a maskable icon',
    );
    for (const icon of manifest.icons) {
      const image = await site.app.inject({ method: 'GET', url: icon.src });
      t.equal(image.statusCode, 200, icon.src);
      t.equal(image.headers['content-type'], 'image/png');
      const { width, height, format } = await sharp(image.rawPayload).metadata();
      t.equal(`${width}x${height}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
      t.equal(format, 'png');
    }
  }
});

t.test("every page names its language's manifest in its head", async (t) => {
  for (const [url, locale] of [
    ['/ru', 'ru'],
    ['/en/materials', 'en'],
    ['/books/chapter/bereshit-in-the-beginning?lang=en', 'en'],
  ] as const) {
    const html = (await site.app.inject({ method: 'GET', url })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    t.match(head, `<link rel="manifest" href="/${locale}/manifest.webmanifest"/>`, url);
  }
});
