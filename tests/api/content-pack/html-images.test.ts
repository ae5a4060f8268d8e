import t from 'tap';
import {
  enrichImages,
  type ImageInfo,
  readingSizes,
  storeEditorHtml,
  variantPath,
} from '../../../api/content-pack/html-images.ts';
import { sanitizeEditorHtml } from '../../../shared/html/sanitize.ts';

const FIGURE: ImageInfo = { width: 1920, height: 1080, variants: [480, 960, 1440] };
const images = new Map<string, ImageInfo>([
  ['materials/x/figure-1.jpg', FIGURE],
  ['materials/x/small.png', { width: 300, height: 200, variants: [] }],
  ['materials/x/a,b.jpg', FIGURE],
]);
const lookup = (mediaPath: string) => images.get(mediaPath);
const store = storeEditorHtml(images);

/** The attributes of the first `<img>` of some HTML, by name. */
function attributesOf(html: string): Record<string, string> {
  const tag = /<img\b[^>]*>/.exec(html)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

t.test('an image of the media root gets its size, lazy loading and its variants', async (t) => {
  const html = store('<figure><img src="/storage/materials/x/figure-1.jpg" alt="Карта"></figure>');
  t.same(attributesOf(html), {
    src: '/storage/materials/x/figure-1.jpg',
    srcset:
      '/storage/materials/x/figure-1.jpg.480w.webp 480w, /storage/materials/x/figure-1.jpg.960w.webp 960w, /storage/materials/x/figure-1.jpg.1440w.webp 1440w',
    sizes: '(min-width: 1024px) 768px, (min-width: 712px) 672px, calc(100vw - 40px)',
    alt: 'Карта',
    width: '1920',
    height: '1080',
    loading: 'lazy',
    decoding: 'async',
  });
  t.equal(variantPath('materials/x/figure-1.jpg', 480), 'materials/x/figure-1.jpg.480w.webp');
});

t.test('what the editor wrote is kept: width, height, alt, loading', async (t) => {
  const both = attributesOf(
    store('<img src="/storage/materials/x/figure-1.jpg" alt="" width="960" height="600" loading="eager">'),
  );
  t.match(both, { alt: '', width: '960', height: '600', loading: 'eager', decoding: 'async' });
  t.equal(
    both.sizes,
    '(min-width: 1024px) 768px, (min-width: 712px) 672px, calc(100vw - 40px)',
    'sizes follow the width the image is drawn at',
  );
  const widthOnly = attributesOf(store('<img src="/storage/materials/x/figure-1.jpg" alt="a" width="400">'));
  t.match(widthOnly, { width: '400', height: '225' }, 'the missing height follows the aspect ratio');
  t.equal(widthOnly.sizes, '(min-width: 440px) 400px, calc(100vw - 40px)', 'never wider than its width');
  const heightOnly = attributesOf(
    store('<img src="/storage/materials/x/figure-1.jpg" alt="a" height="540">'),
  );
  t.match(heightOnly, { width: '960', height: '540' });
});

t.test('an editor’s own srcset and sizes are kept, not replaced', async (t) => {
  const html = store(
    '<img src="/storage/materials/x/figure-1.jpg" srcset="/storage/materials/x/figure-1.jpg 1x, /storage/materials/x/big.jpg 2x" alt="a">',
  );
  t.equal(attributesOf(html).srcset, '/storage/materials/x/figure-1.jpg 1x, /storage/materials/x/big.jpg 2x');
  t.notOk(attributesOf(html).sizes);
});

t.test('a small image gets size and lazy loading but no srcset', async (t) => {
  const attributes = attributesOf(store('<p><img src="/storage/materials/x/small.png" alt="схема"></p>'));
  t.match(attributes, { width: '300', height: '200', loading: 'lazy', decoding: 'async' });
  t.notOk('srcset' in attributes);
  t.notOk('sizes' in attributes);
});

t.test('an image missing from the media root stays exactly as written', async (t) => {
  const html =
    '<figure><img src="/storage/materials/x/later.jpg" alt="Позже" width="960" height="540" /></figure>';
  t.equal(enrichImages(html, lookup), html);
  t.equal(store(html), sanitizeEditorHtml(html));
});

t.test('an image from elsewhere stays exactly as written', async (t) => {
  for (const html of [
    '<p><img src="https://images.example.org/a.jpg" alt="remote" /></p>',
    '<p><img src="/storage/../materials/x/figure-1.jpg" alt="escape" /></p>',
    '<p><img alt="no source" /></p>',
  ]) {
    t.equal(
      enrichImages(html, () => FIGURE),
      html,
      html,
    );
  }
});

t.test('a file name the srcset rule would refuse gets no srcset rather than a broken one', async (t) => {
  const attributes = attributesOf(store('<img src="/storage/materials/x/a,b.jpg" alt="a">'));
  t.match(attributes, { width: '1920', loading: 'lazy' });
  t.notOk('srcset' in attributes);
});

t.test('the stored HTML passes the web tier’s second sanitizing unchanged', async (t) => {
  const html = store(
    '<h3>Двор</h3><figure><img src="/storage/materials/x/figure-1.jpg" alt="Двор &amp; дом" title="t"><figcaption>c</figcaption></figure>' +
      '<p><img src="/storage/materials/x/small.png" alt=""> и <img src="/storage/materials/x/later.jpg" alt="x"></p>',
  );
  t.match(html, /srcset=/);
  t.equal(sanitizeEditorHtml(html), html);
});

t.test('sizes follow the reading column for any drawn width', async (t) => {
  t.equal(readingSizes(700), '(min-width: 1024px) 700px, (min-width: 712px) 672px, calc(100vw - 40px)');
  t.equal(readingSizes(672), '(min-width: 712px) 672px, calc(100vw - 40px)');
  t.equal(readingSizes(2000), '(min-width: 1024px) 768px, (min-width: 712px) 672px, calc(100vw - 40px)');
});
