/**
 * Share cards: a book chapter without a picture gets a 1200x630 card with its title,
 * drawn at import in each locale it is written in, and a second import writes nothing.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { readPack } from '../../../api/content-pack/read.ts';
import { drawShareCards, shareCardSvg, wrapTitle } from '../../../api/content-pack/share-card.ts';
import { shareCardPath } from '../../../shared/share-card.ts';

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
