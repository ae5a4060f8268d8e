import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { draw } from '../../../scripts/content/media/draw.ts';
import { analyse } from '../../../scripts/content/media/keywords.ts';
import { tagColours } from '../../../scripts/content/media/palette.ts';
import { toJpeg } from '../../../scripts/content/media/render.ts';
import { figuresIn, imageFiles, scanPack } from '../../../scripts/content/media/scan.ts';

const pack = path.resolve(import.meta.dirname, '../../../content/demo');
const media = path.join(pack, 'media');

t.test('every image the demo pack references exists with the pixel size its kind requires', async (t) => {
  const targets = await scanPack(pack);
  const files = imageFiles(targets);
  t.ok(files.length > 300, `the scan found ${files.length} image files`);
  const wrong: string[] = [];
  for (const f of files) {
    const meta = await sharp(path.join(media, f.file))
      .metadata()
      .catch(() => undefined);
    if (!meta) wrong.push(`${f.file}: missing`);
    else if (meta.format !== 'jpeg' || meta.width !== f.width || meta.height !== f.height) {
      wrong.push(
        `${f.file}: ${meta.format} ${meta.width}x${meta.height}, expected jpeg ${f.width}x${f.height}`,
      );
    }
  }
  t.same(wrong, [], 'no image is missing or of the wrong size');
});

t.test('card previews, banners, figures, places and exhibits come with their variants', async (t) => {
  const targets = await scanPack(pack);
  const sizes = (kind: string) =>
    targets.filter((x) => x.kind === kind).map((x) => x.variants.map((v) => `${v.width}x${v.height}`).join());
  t.ok(
    sizes('preview').length >= 36 && sizes('preview').every((v) => v === '312x384'),
    'every preview has an @2x variant',
  );
  t.ok(
    sizes('banner').every((v) => v === '720x405'),
    'every banner has a 720 variant',
  );
  t.ok(
    sizes('gallery').every((v) => v === '1920x1440'),
    'every exhibit has a full_ variant',
  );
  const figures = targets.filter((x) => x.kind === 'figure');
  const large = figures.filter((x) =>
    x.variants.some((v) => path.basename(v.file) === `full_${path.basename(x.file)}` && v.width === 1920),
  );
  t.ok(
    large.length / figures.length > 0.6 && large.length / figures.length < 0.7,
    'about two figures in three have a full_ variant',
  );
  const places = targets.filter((x) => x.kind === 'place');
  t.equal(
    places.filter((x) => x.variants.length > 0).length,
    Math.ceil(places.length / 2),
    'half the places have a full_ variant',
  );
});

t.test('the team greetings exist as MP3 files', async (t) => {
  const audio = (await scanPack(pack)).filter((x) => x.kind === 'audio');
  t.same(audio.map((a) => a.file).sort(), ['team/ilya-sandler.mp3', 'team/olga-berman.mp3']);
  for (const a of audio) {
    const bytes = await readFile(path.join(media, a.file));
    const frame = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
    const tagged = bytes.subarray(0, 3).toString('latin1') === 'ID3';
    t.ok(frame || tagged, `${a.file} starts like an MP3 stream`);
    t.ok((await stat(path.join(media, a.file))).size > 10_000, `${a.file} holds a few seconds of speech`);
  }
});

t.test('figures are found in editors HTML with their alt text, caption and size', async (t) => {
  const html =
    '<figure><img src="/storage/materials/x/figure-1.jpg" alt="A stylised map" width="960" height="540"><figcaption>The <em>route</em></figcaption></figure><p><img src="https://elsewhere/a.jpg" alt="no"></p>';
  t.same(figuresIn(html), [
    { src: 'materials/x/figure-1.jpg', alt: 'A stylised map', caption: 'The route', width: 960, height: 540 },
  ]);
});

t.test('the keyword table reads scenes, motifs and towns from Russian and English text', async (t) => {
  const golem = analyse(
    'Papercut-style night scene: a huge clay figure stands in a narrow cobbled lane of old Prague',
  );
  t.equal(golem.scene, 'street');
  t.equal(golem.strong[0], 'golem');
  t.ok(golem.moods.has('night'));
  const map = analyse('Стилизованная карта Восточной Европы: отмечены города Вильна, Бердичев и Броды');
  t.equal(map.scene, 'map');
  t.same(map.towns, ['vilnius', 'berdychiv', 'brody']);
  t.equal(analyse('Субботний стол под белой скатертью, две халы и подсвечники').scene, 'table');
});

t.test('a drawing is seeded by its path, so it encodes to the same bytes every time', async (t) => {
  const targets = await scanPack(pack);
  const tags = tagColours(JSON.parse(await readFile(path.join(pack, 'tags.json'), 'utf8')));
  const preview = targets.find((x) => x.kind === 'preview');
  const other = targets.filter((x) => x.kind === 'preview')[1];
  if (!preview || !other) throw new Error('the pack has no previews');
  const first = await toJpeg(draw(preview, tags).canvas, preview.width, preview.height);
  const again = await toJpeg(draw(preview, tags).canvas, preview.width, preview.height);
  t.ok(first.equals(again), 'two renders of one path are identical');
  const different = await toJpeg(draw(other, tags).canvas, other.width, other.height);
  t.notOk(first.equals(different), 'another path draws another picture');
});
