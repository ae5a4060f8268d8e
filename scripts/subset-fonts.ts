/**
 * `node scripts/subset-fonts.ts`: makes the site's five font files (a first visit downloads
 * at most 100 KiB of fonts) from the full PT Sans and PT Serif (`client/fonts/faces.ts`), each cut to
 * the characters of `FONT_TEXT` with subset-font (HarfBuzz), without hinting, renamed (the licence's
 * Reserved Font Names, `font-names.ts`) and compressed as WOFF2 into `client/fonts/`. The files are
 * committed: the build needs neither the source fonts nor this script. Run it again only to change
 * the character set or the faces.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { FONT_FACES, FONT_TEXT } from '../client/fonts/faces.ts';
import { renameFont } from './font-names.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

for (const face of FONT_FACES) {
  const source = await readFile(path.join(ROOT, 'node_modules', face.source));
  const subset = await subsetFont(source, FONT_TEXT, {
    targetFormat: 'truetype',
    // Hinting is most of these fonts' bytes, and today's screens render without it.
    noHinting: true,
    // Kerning, ligatures and the local forms of letters; the rest (old-style figures, small caps…) is unused.
    keepFeatures: ['kern', 'liga', 'locl'],
  });
  const renamed = renameFont(
    subset,
    {
      family: face.family,
      subfamily: face.subfamily,
      postscript: `${face.family.replace(' ', '')}-${face.subfamily}`,
    },
    source,
  );
  const woff2 = await fontverter.convert(renamed, 'woff2', 'truetype');
  await writeFile(path.join(ROOT, 'client', 'fonts', face.file), woff2);
  console.log(`${face.file}: ${(woff2.length / 1024).toFixed(1)} KiB`);
}
