import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import t, { type Test } from 'tap';
import { loadApiConfig } from '../../../api/config/index.ts';
import { variantWidths } from '../../../api/content-pack/image-variants.ts';
import { importPack } from '../../../api/content-pack/import.ts';
import { migrate } from '../../../api/db/migrate.ts';
import { openDb } from '../../../api/db/open.ts';
import { backends, emptyDatabaseEnv, tempDir } from '../../helpers/api/build.ts';
import { FIXTURE_PACK_DIR } from '../../helpers/api/fixture-db.ts';

const FIGURE = 'materials/literature-memory/figure-1.jpg';
const PORTRAIT = 'materials/literature-memory/portrait.jpg';
const DIAGRAM = 'materials/literature-memory/diagram.png';
const BROKEN = 'materials/literature-memory/broken.jpg';

t.test(
  'variant widths: the fixed steps below the image, its own width up to 1440, never wider',
  async (t) => {
    t.same(variantWidths(2000), [480, 960, 1440]);
    t.same(variantWidths(1440), [480, 960, 1440]);
    t.same(variantWidths(1200), [480, 960, 1200]);
    t.same(variantWidths(960), [480, 960]);
    t.same(variantWidths(700), [480, 700]);
    t.same(variantWidths(480), []);
    t.same(variantWidths(16), []);
  },
);

/**
 * The fixture pack with real-sized pictures in a chapter: a 2000x1125 JPEG, a JPEG stored 1200x800
 * that its EXIF orientation turns upright (800x1200) and a 700x400 PNG with transparency.
 */
async function packWithPictures(t: Test): Promise<string> {
  const dir = path.join(await tempDir(t, 'da-pack-'), 'pack');
  await fs.cp(FIXTURE_PACK_DIR, dir, { recursive: true });
  const media = (file: string) => path.join(dir, 'media', file);
  const noise = (width: number, height: number, channels: 3 | 4) =>
    sharp(Buffer.from(Array.from({ length: width * height * channels }, (_, i) => (i * 7919) % 251)), {
      raw: { width, height, channels },
    });
  await noise(2000, 1125, 3).jpeg({ quality: 85 }).toFile(media(FIGURE));
  await noise(1200, 800, 3).jpeg().withMetadata({ orientation: 6 }).toFile(media(PORTRAIT));
  await noise(700, 400, 4).png().toFile(media(DIAGRAM));
  await fs.writeFile(media(BROKEN), 'not a picture');
  const file = path.join(dir, 'materials/literature-memory.json');
  const material = JSON.parse(await fs.readFile(file, 'utf8'));
  material.ru.chapters[0].content +=
    `<p><img src="/storage/${PORTRAIT}" alt="Портрет"></p><p><img src="/storage/${DIAGRAM}" alt="Схема" width="350"></p>` +
    `<p><img src="/storage/${BROKEN}" alt="Сломано"></p>`;
  await fs.writeFile(file, JSON.stringify(material));
  return dir;
}

const [backend] = backends();

t.test('import writes WebP variants of the HTML images and the stored HTML names them', async (t) => {
  const config = loadApiConfig(await emptyDatabaseEnv(t, backend ?? 'pglite'));
  const db = await openDb(config);
  t.teardown(() => db.close());
  await migrate(db);
  const mediaDir = config.MEDIA_DIR;
  const dir = await packWithPictures(t);

  const warnings: { fields: object; message: string }[] = [];
  const log = { info() {}, warn: (fields: object, message: string) => warnings.push({ fields, message }) };
  const first = await importPack(db, dir, { mediaDir, log });
  t.equal(first.imageVariants, 3 + 2 + 2, 'three steps of the figure, two of the portrait and the diagram');
  // From the bytes: libvips would answer a second read of the same file name from its cache.
  const sizeOf = async (file: string) => {
    const meta = await sharp(await fs.readFile(path.join(mediaDir, file))).metadata();
    return `${meta.format} ${meta.width}x${meta.height}`;
  };
  t.equal(await sizeOf(`${FIGURE}.480w.webp`), 'webp 480x270');
  t.equal(await sizeOf(`${FIGURE}.960w.webp`), 'webp 960x540');
  t.equal(await sizeOf(`${FIGURE}.1440w.webp`), 'webp 1440x810');
  t.equal(await sizeOf(`${PORTRAIT}.480w.webp`), 'webp 480x720', 'turned upright as the browser shows it');
  t.equal(await sizeOf(`${PORTRAIT}.800w.webp`), 'webp 800x1200');
  t.equal(await sizeOf(`${DIAGRAM}.480w.webp`), 'webp 480x274');
  t.ok((await sharp(path.join(mediaDir, `${DIAGRAM}.700w.webp`)).metadata()).hasAlpha, 'transparency kept');
  await t.rejects(fs.stat(path.join(mediaDir, `${FIGURE}.2000w.webp`)), 'no variant as wide as the original');

  const rows = await db.query<{ position: number; content: string }>(
    `SELECT c.position, c.content FROM material_chapters c JOIN materials m ON m.id = c.material_id
     WHERE m.slug = 'literature-memory' AND c.locale = 'ru' ORDER BY c.position`,
  );
  const html = rows.map((row) => row.content).join('');
  t.match(
    html,
    `<img src="/storage/${FIGURE}" srcset="/storage/${FIGURE}.480w.webp 480w, /storage/${FIGURE}.960w.webp 960w, /storage/${FIGURE}.1440w.webp 1440w" sizes="(min-width: 1024px) 768px, (min-width: 712px) 672px, calc(100vw - 40px)" alt="Книжная полка" width="960" height="540" loading="lazy" decoding="async" />`,
    'the editor’s 960x540 is kept',
  );
  t.match(html, `alt="Портрет" width="800" height="1200" loading="lazy" decoding="async" />`);
  t.match(html, `sizes="(min-width: 390px) 350px, calc(100vw - 40px)" alt="Схема" width="350" height="200"`);
  t.match(
    html,
    `<img src="/storage/${BROKEN}" alt="Сломано" />`,
    'a file sharp cannot read stays as written',
  );
  const unreadable = warnings.find((w) => /could not be read/.test(w.message));
  t.same(
    (unreadable?.fields as { unreadable?: string[] })?.unreadable,
    [BROKEN],
    'and is named in a warning',
  );

  const variants = [`${FIGURE}.480w.webp`, `${FIGURE}.1440w.webp`, `${DIAGRAM}.700w.webp`];
  const stamps = async () =>
    Promise.all(variants.map(async (file) => (await fs.stat(path.join(mediaDir, file))).mtimeMs));
  const before = await stamps();
  const second = await importPack(db, dir, { mediaDir });
  t.equal(second.imageVariants, 0, 'a second import writes no variant');
  t.same(await stamps(), before, 'and touches none');
  const again = await db.query<{ content: string }>(
    `SELECT c.content FROM material_chapters c JOIN materials m ON m.id = c.material_id
     WHERE m.slug = 'literature-memory' AND c.locale = 'ru' ORDER BY c.position`,
  );
  t.equal(again.map((row) => row.content).join(''), html, 'the stored HTML is the same');

  // A replaced original is newer than its variants: they are made again, from the new picture.
  await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#884422' } })
    .jpeg()
    .toFile(path.join(dir, 'media', FIGURE));
  const third = await importPack(db, dir, { mediaDir });
  t.equal(third.imageVariants, 3, '480, 960 and its own 1000');
  t.equal(await sizeOf(`${FIGURE}.480w.webp`), 'webp 480x480');
  t.equal(await sizeOf(`${FIGURE}.960w.webp`), 'webp 960x960');
});
