import { readFile } from 'node:fs/promises';
import t from 'tap';
import {
  AA_TEXT_CONTRAST,
  colourStops,
  contrastRatio,
  INK,
  minContrast,
  PAPER,
  parseHex,
  readableInk,
  safeBackground,
} from '../../../../client/components/tags/contrast.ts';

t.test('contrast ratios follow WCAG: black on white is 21, a colour on itself 1', async (t) => {
  t.equal(Math.round(contrastRatio([0, 0, 0], [255, 255, 255])), 21);
  t.equal(contrastRatio([120, 30, 40], [120, 30, 40]), 1);
  t.same(parseHex('#abc'), [170, 187, 204]);
  t.equal(parseHex('red'), null);
});

t.test('every stop of a gradient counts', async (t) => {
  t.equal(colourStops('linear-gradient(135deg, #f3e3c3 0%, #e8c99b 100%)').length, 2);
  t.ok(minContrast('#000000', 'linear-gradient(#ffffff, #000000)') < 1.01);
});

t.test('a tag colour that fails AA on its gradient is replaced by ink or paper', async (t) => {
  t.equal(readableInk('linear-gradient(135deg, #f6d9d3, #e9a99c)', '#e0a090'), INK);
  t.equal(readableInk('linear-gradient(135deg, #23324a, #3d4f73)', '#3d4f73'), PAPER);
  t.equal(readableInk('linear-gradient(135deg, #f3e3c3, #e8c99b)', '#3b2a12'), '#3b2a12');
});

t.test('every demo tag chip reads at AA contrast', async (t) => {
  const pack = JSON.parse(
    await readFile(new URL('../../../../content/demo/tags.json', import.meta.url), 'utf8'),
  ) as { main: { slug: string; gradient: string; color: string }[]; additional: typeof pack.main };
  for (const tag of [...pack.main, ...pack.additional]) {
    const background = safeBackground(tag.gradient);
    const ink = readableInk(background, tag.color);
    t.ok(minContrast(ink, background) >= AA_TEXT_CONTRAST, `${tag.slug}: ${ink} on ${background}`);
  }
});

t.test('a background that is not a plain colour or gradient is replaced', async (t) => {
  t.equal(safeBackground('url(https://evil.example/x.png)'), '#f2ebdf');
  t.equal(safeBackground('#fff; position: fixed'), '#f2ebdf');
  t.equal(safeBackground('linear-gradient(#111111, #222222)'), 'linear-gradient(#111111, #222222)');
});
