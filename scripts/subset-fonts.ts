/**
 * `node scripts/subset-fonts.ts`: makes the site's five font files (issue 22: a first visit downloads
 * at most 100 KiB of fonts) from the full PT Sans and PT Serif of Debian's `fonts-paratype` package
 * (ParaType Free Font License), each cut to the characters of `FONT_TEXT` (Latin and Cyrillic letters,
 * the punctuation Russian and English typography use) with subset-font (HarfBuzz), without hinting,
 * as WOFF2 in `client/fonts/`. The files are committed: the build needs neither the package nor this
 * script. Run it again only to change the character set or the faces.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_FACES, FONT_TEXT } from '../client/fonts/faces.ts';

const SOURCE_DIR = process.env.PARATYPE_DIR ?? '/usr/share/fonts/truetype/paratype';
const OUT_DIR = path.resolve(import.meta.dirname, '..', 'client', 'fonts');

for (const face of FONT_FACES) {
  const source = await readFile(path.join(SOURCE_DIR, face.source));
  const subset = await subsetFont(source, FONT_TEXT, {
    targetFormat: 'woff2',
    // Hinting is most of these fonts' bytes, and today's screens render without it.
    noHinting: true,
    // Kerning, ligatures and the local forms of letters; the rest (old-style figures, small caps…) is unused.
    keepFeatures: ['kern', 'liga', 'locl'],
  });
  await writeFile(path.join(OUT_DIR, face.file), subset);
  console.log(`${face.file}: ${(subset.length / 1024).toFixed(1)} KiB`);
}
