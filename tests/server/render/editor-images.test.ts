/**
 * Images in editors' HTML in the server HTML, on the demo content: the Russian-only
 * material with three figures shows each with its size, lazy loading and the WebP variants the import
 * wrote, in both languages, and the variants are served.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({ env: BROWSE_SITE_ENV });
t.teardown(() => site.close());
const get = (url: string) => site.app.inject({ method: 'GET', url });

const FIGURES = [1, 2, 3].map((n) => `/storage/materials/wooden-synagogues/figure-${n}.jpg`);

function imagesOf(html: string): Map<string, Record<string, string>> {
  const images = new Map<string, Record<string, string>>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]]),
    );
    if (attributes.src) images.set(attributes.src, attributes);
  }
  return images;
}

for (const locale of ['ru', 'en']) {
  t.test(`${locale}: the material's figures carry size, lazy loading and their variants`, async (t) => {
    const response = await get(`/${locale}/materials/wooden-synagogues`);
    t.equal(response.statusCode, 200);
    const images = imagesOf(response.body);
    for (const src of FIGURES) {
      const img = images.get(src);
      t.ok(img, `${src} is on the page`);
      t.match(
        img,
        {
          width: '960',
          height: '540',
          loading: 'lazy',
          decoding: 'async',
          srcset: `${src}.480w.webp 480w, ${src}.960w.webp 960w`,
          sizes: '(min-width: 1024px) 768px, (min-width: 712px) 672px, calc(100vw - 40px)',
        },
        src,
      );
      t.match(img?.alt, /[а-яё]/i, 'the editor’s alt text is kept');
    }
  });
}

t.test('the variants are served as WebP at their width', async (t) => {
  for (const width of [480, 960]) {
    const response = await get(`${FIGURES[0]}.${width}w.webp`);
    t.equal(response.statusCode, 200);
    t.equal(response.headers['content-type'], 'image/webp');
    t.ok(response.rawPayload.length > 1000);
  }
});
