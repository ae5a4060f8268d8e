/**
 * The site's fonts (at most 100 KiB of fonts on a first visit, three of them preloaded): each
 * face is one small WOFF2 file, the stylesheet declares exactly those files with the character set
 * they were cut to, and every character of the interface's texts is in that set, so no label is
 * drawn in a fallback font.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import t from 'tap';
import { FONT_FACES, FONT_TEXT } from '../../../client/fonts/faces.ts';
import { readNames } from '../../../scripts/font-names.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const css = readFileSync(path.join(ROOT, 'client/styles/global.css'), 'utf8');
const FACE_BUDGET = 20 * 1024;
const FIRST_VISIT_BUDGET = 100 * 1024;

/** The code points a CSS `unicode-range` names. */
function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRange.split(',')) {
    const match = /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/i.exec(part.trim());
    if (!match?.[1]) continue;
    const from = Number.parseInt(match[1], 16);
    const to = match[2] ? Number.parseInt(match[2], 16) : from;
    for (let code = from; code <= to; code += 1) points.add(code);
  }
  return points;
}

const subset = new Set([...FONT_TEXT].map((char) => char.codePointAt(0) as number));

t.test('each face is one WOFF2 file within its budget, and all of them within a first visit’s', async (t) => {
  let total = 0;
  for (const face of FONT_FACES) {
    const bytes = readFileSync(path.join(ROOT, 'client/fonts', face.file));
    t.equal(bytes.subarray(0, 4).toString('latin1'), 'wOF2', `${face.file} is WOFF2`);
    t.ok(bytes.length <= FACE_BUDGET, `${face.file}: ${bytes.length} bytes ≤ ${FACE_BUDGET}`);
    total += bytes.length;
  }
  t.ok(total <= FIRST_VISIT_BUDGET, `every face together: ${total} bytes ≤ ${FIRST_VISIT_BUDGET}`);
});

t.test('the stylesheet declares each face with its file and the character set it was cut to', async (t) => {
  const blocks = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
  const declared = blocks.filter((block) => /src:\s*url\("\.\.\/fonts\//.test(block));
  t.equal(declared.length, FONT_FACES.length, 'one declaration per face');
  for (const face of FONT_FACES) {
    const block = declared.find((b) => b.includes(`/fonts/${face.file}"`));
    t.ok(block, `${face.file} is declared`);
    if (!block) continue;
    t.match(block, `font-family: "${face.family}"`);
    t.match(block, `font-weight: ${face.weight}`);
    t.match(block, `font-style: ${face.style}`);
    t.match(block, 'font-display: swap');
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1] ?? '';
    t.same(
      [...codePointsOf(range)].sort((a, b) => a - b),
      [...subset].sort((a, b) => a - b),
      `${face.file}: its range is the subset`,
    );
  }
  t.notMatch(css, /@fontsource/, 'no other font files come in');
});

t.test('every character of the interface texts is in the fonts', async (t) => {
  const missing = new Set<string>();
  const localesDir = path.join(ROOT, 'shared/i18n/locales');
  for (const locale of readdirSync(localesDir)) {
    for (const file of readdirSync(path.join(localesDir, locale))) {
      const text = readFileSync(path.join(localesDir, locale, file), 'utf8');
      for (const char of text) {
        if (/\s/.test(char) || subset.has(char.codePointAt(0) as number)) continue;
        missing.add(
          `${char} U+${(char.codePointAt(0) as number).toString(16).toUpperCase()} (${locale}/${file})`,
        );
      }
    }
  }
  t.same([...missing], []);
});

t.test('each face carries its own name, not a Reserved Font Name, and keeps the licence', async (t) => {
  for (const face of FONT_FACES) {
    const woff2 = readFileSync(path.join(ROOT, 'client/fonts', face.file));
    const names = readNames(await fontverter.convert(woff2, 'truetype', 'woff2'));
    t.equal(names.get(1), face.family, `${face.file}: family`);
    t.equal(names.get(2), face.subfamily, `${face.file}: subfamily`);
    for (const id of [1, 3, 4, 6])
      t.notMatch(names.get(id) ?? '', /PT ?S(ans|erif)/, `${face.file}: name ${id}`);
    t.match(names.get(0) ?? '', /ParaType/, `${face.file}: the copyright stays`);
    t.match(names.get(13) ?? '', /Open Font License/, `${face.file}: the licence stays`);
  }
  t.match(
    readFileSync(path.join(ROOT, 'client/fonts/OFL.txt'), 'utf8'),
    /SIL OPEN FONT LICENSE Version 1\.1/,
  );
});
