/**
 * Share cards: a book chapter without a picture gets a 1200x630 card with its title,
 * drawn at import in each locale it is written in, and a second import writes nothing. Share
 * previews: every picture a page is shared with gets a 1200x630 crop at import, likewise once.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { prepareImages } from '../../../api/content-pack/image-variants.ts';
import { readPack } from '../../../api/content-pack/read.ts';
import { drawShareCards, shareCardSvg, wrapTitle } from '../../../api/content-pack/share-card.ts';
import { shareCardPath, sharePreviewPath } from '../../../shared/share-card.ts';

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/content-pack');

t.test('a long title wraps into lines and is cut with an ellipsis after the last one', async (t) => {
  t.same(wrapTitle('один два три', 8), ['один два', 'три']);
  const lines = wrapTitle('слово '.repeat(40).trim(), 12, 3);
  t.equal(lines.length, 3);
  t.match(lines[2], /…$/);
});

t.test('the card escapes the title for SVG', async (t) => {
  t.match(shareCardSvg({ title: 'A & <b>', caption: 'Site' }), 'A &#38; &#60;b&#62;');
});

t.test('chapters without a picture get a card per locale; a second import writes none', async (t) => {
  const media = await fs.mkdtemp(path.join(os.tmpdir(), 'share-cards-'));
  t.teardown(() => fs.rm(media, { recursive: true, force: true }));
  const pack = await readPack(FIXTURE);
  t.equal(await drawShareCards(pack, media), 2, 'the two Russian-only chapters without a picture');
  const card = path.join(media, shareCardPath('chapters', 'shtetl-bathhouse', 'ru'));
  const meta = await sharp(card).metadata();
  t.match(meta, { format: 'jpeg', width: 1200, height: 630 });
  await t.rejects(
    fs.stat(path.join(media, shareCardPath('chapters', 'shtetl-market', 'ru'))),
    'a chapter with its own picture gets no card',
  );
  t.equal(await drawShareCards(pack, media), 0);
});

t.test(
  'every picture a page is shared with gets a 1200x630 preview crop, from its largest copy',
  async (t) => {
    const media = await fs.mkdtemp(path.join(os.tmpdir(), 'share-previews-'));
    t.teardown(() => fs.rm(media, { recursive: true, force: true }));
    const pack = await readPack(FIXTURE);
    const picture = async (file: string, width: number, height: number, background: string) => {
      await fs.mkdir(path.dirname(path.join(media, file)), { recursive: true });
      await sharp({ create: { width, height, channels: 3, background } })
        .jpeg()
        .toFile(path.join(media, file));
    };
    // The sizes pages show: a place's 480x320 preview (its larger copy beside it), an article's 960x540.
    await picture('place_images/vilnius.jpg', 480, 320, '#cc0000');
    await picture('place_images/full_vilnius.jpg', 1440, 960, '#0000cc');
    await picture('articles/letters-home/image.jpg', 960, 540, '#00aa00');
    await picture('gallery/papercut.jpg', 1200, 900, '#aaaa00');

    const prepared = await prepareImages(pack, media);
    t.equal(prepared.previews, 3, 'one preview per picture there; a missing picture gets none');
    for (const shown of [
      'place_images/vilnius.jpg',
      'articles/letters-home/image.jpg',
      'gallery/papercut.jpg',
    ]) {
      const meta = await sharp(await fs.readFile(path.join(media, sharePreviewPath(shown)))).metadata();
      t.match(meta, { format: 'jpeg', width: 1200, height: 630 }, `${shown}: cropped to the preview size`);
    }
    const stats = await sharp(
      await fs.readFile(path.join(media, sharePreviewPath('place_images/vilnius.jpg'))),
    ).stats();
    const [red, , blue] = stats.channels.map((channel) => channel.mean);
    t.ok((blue ?? 0) > 150 && (red ?? 255) < 60, 'the place preview is cropped from its full-size copy');
    t.equal((await prepareImages(pack, media)).previews, 0, 'a second import writes none');
  },
);

t.test('the preview path: beside the share cards, and a share card is its own preview', async (t) => {
  t.equal(sharePreviewPath('place_images/vilnius.jpg'), 'share/previews/place_images/vilnius.jpg');
  t.equal(sharePreviewPath('gallery/papercut.png'), 'share/previews/gallery/papercut.jpg');
  const card = shareCardPath('chapters', 'shtetl-bathhouse', 'ru');
  t.equal(sharePreviewPath(card), card);
});
