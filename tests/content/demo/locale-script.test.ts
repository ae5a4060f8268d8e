/**
 * The demo pack says each text in its own locale: a Russian block's titles, names and image
 * descriptions are written in Cyrillic, an English block's in Latin letters. A description left in
 * English inside a Russian text is read aloud in English to a Russian reader and indexed as Russian.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import t from 'tap';

const PACK = join(import.meta.dirname, '../../../content/demo');
const LOCALES = ['ru', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** Fields of a locale block that are a title or a name. */
const TITLE_FIELDS = new Set(['title', 'name']);

function packFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'media') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return packFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

interface Text {
  where: string;
  locale: Locale;
  kind: 'alt' | 'title';
  text: string;
}

/** Every alt text in editors' HTML and every title or name, with the locale block it sits in. */
function collect(value: unknown, locale: Locale | null, where: string, out: Text[]): void {
  if (typeof value === 'string') {
    if (!locale) return;
    for (const match of value.matchAll(/<img\b[^>]*?\balt="([^"]*)"/g))
      out.push({ where, locale, kind: 'alt', text: match[1] ?? '' });
    for (const match of value.matchAll(/<img\b[^>]*?\btitle="([^"]*)"/g))
      out.push({ where, locale, kind: 'title', text: match[1] ?? '' });
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collect(item, locale, `${where}[${i}]`, out);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const inner = (LOCALES as readonly string[]).includes(key) ? (key as Locale) : locale;
      if (locale && TITLE_FIELDS.has(key) && typeof item === 'string')
        out.push({ where: `${where}.${key}`, locale, kind: 'title', text: item });
      collect(item, inner, `${where}.${key}`, out);
    }
  }
}

/**
 * Share of a text's letters written in the locale's alphabet; digits, marks, Hebrew and Roman
 * numerals (`XIX век`) count for neither.
 */
function scriptShare(raw: string, locale: Locale): number {
  const text = raw.replace(/\b[IVXLCDM]+\b/g, '');
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cyrillic + latin === 0) return 1;
  return (locale === 'ru' ? cyrillic : latin) / (cyrillic + latin);
}

const texts: Text[] = [];
for (const file of packFiles(PACK)) {
  collect(JSON.parse(readFileSync(file, 'utf8')), null, relative(PACK, file), texts);
}

t.test('the script check tells an English description inside a Russian text', async (t) => {
  t.ok(scriptShare('Stylised map of the Volhynia provinces', 'ru') < 0.5);
  t.ok(scriptShare('Стилизованная карта Волынской губернии', 'ru') > 0.5);
  t.ok(scriptShare('Карта черты оседлости', 'en') < 0.5);
  t.equal(scriptShare('XIX век', 'ru'), 1, 'a Roman numeral is no Latin word');
  t.equal(scriptShare('1912', 'en'), 1, 'a text without letters belongs to any locale');
});

t.test('every alt text and title of the demo pack is in its locale’s script', async (t) => {
  t.ok(texts.filter((x) => x.kind === 'alt' && x.locale === 'ru').length >= 59, 'Russian figures found');
  t.ok(texts.filter((x) => x.kind === 'alt' && x.locale === 'en').length >= 59, 'English figures found');
  t.ok(texts.filter((x) => x.kind === 'title').length > 100, 'titles found');
  const wrong = texts
    .filter((x) => x.text.trim() !== '' && scriptShare(x.text, x.locale) <= 0.5)
    .map((x) => `${x.where} (${x.locale} ${x.kind}): ${x.text}`);
  t.same(wrong, [], 'texts in the other locale’s script');
});

t.test('every figure of the demo pack has a description', async (t) => {
  t.same(
    texts.filter((x) => x.kind === 'alt' && x.text.trim() === '').map((x) => x.where),
    [],
  );
});
