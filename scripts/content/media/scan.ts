/**
 * Finds every media file the content pack references, with the pixel size each must have
 * (content/README.md) and the text that says what it shows. Variants (`@2x` card previews, `@720`
 * banners, `full_` large images) are listed beside the file they enlarge or reduce.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type MediaKind =
  | 'preview'
  | 'banner'
  | 'figure'
  | 'image'
  | 'cover'
  | 'place'
  | 'avatar'
  | 'gallery'
  | 'audio';

export interface MediaFile {
  file: string;
  width: number;
  height: number;
}

export interface MediaTarget extends MediaFile {
  kind: MediaKind;
  variants: MediaFile[];
  /** What the picture shows: alt text, caption, title, slug, in both languages. */
  subject: string;
  tags: string[];
  /** Items sharing a key share a palette (a material's preview and banner). */
  paletteKey: string;
  source: string;
}

type Json = Record<string, unknown>;
type Locale = {
  title?: string;
  name?: string;
  role?: string;
  snippet?: string;
  short_description?: string;
  description?: string;
  content?: string;
  section_name?: string;
  meaning?: string;
};

const SIZES = {
  preview: [156, 192],
  banner: [1440, 810],
  image: [960, 540],
  cover: [600, 800],
  place: [480, 320],
  avatar: [240, 240],
  gallery: [1200, 900],
} as const;

const FULL_WIDTH = 1920;
const PLACE_FULL = [1440, 960] as const;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
const locales = (item: Json): Locale[] => [item.en, item.ru].filter(Boolean) as Locale[];
const words = (slug: unknown): string => String(slug ?? '').replaceAll('-', ' ');
const insert = (file: string, suffix: string): string => file.replace(/(\.[a-z0-9]+)$/i, `${suffix}$1`);
export const fullName = (file: string): string =>
  path.posix.join(path.posix.dirname(file), `full_${path.posix.basename(file)}`);

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

async function collection(dir: string, name: string): Promise<{ file: string; item: Json }[]> {
  const folder = path.join(dir, name);
  const names = await readdir(folder).catch(() => [] as string[]);
  const out: { file: string; item: Json }[] = [];
  for (const entry of names.filter((n) => n.endsWith('.json')).sort()) {
    out.push({ file: `${name}/${entry}`, item: (await readJson(path.join(folder, entry))) as Json });
  }
  return out;
}

interface Figure {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/** `<img src="/storage/…">` tags inside editors' HTML, with their alt text and figure caption. */
export function figuresIn(html: string): Figure[] {
  const out: Figure[] = [];
  const re = /<img\b([^>]*)>(?:\s*<figcaption>([\s\S]*?)<\/figcaption>)?/gi;
  for (const m of html.matchAll(re)) {
    const attrs = m[1] ?? '';
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs)?.[1];
    const src = attr('src');
    if (!src?.startsWith('/storage/')) continue;
    out.push({
      src: src.slice('/storage/'.length),
      alt: attr('alt') ?? '',
      caption: text(m[2] ?? ''),
      width: Number(attr('width') ?? SIZES.image[0]),
      height: Number(attr('height') ?? SIZES.image[1]),
    });
  }
  return out;
}

function htmlStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('<img')) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) htmlStrings(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) htmlStrings(v, out);
  }
  return out;
}

export async function scanPack(dir: string): Promise<MediaTarget[]> {
  const targets = new Map<string, MediaTarget>();
  const add = (t: Omit<MediaTarget, 'variants'> & { variants?: MediaFile[] }) => {
    const known = targets.get(t.file);
    if (known) known.subject = `${known.subject} ${t.subject}`;
    else targets.set(t.file, { variants: [], ...t });
  };
  const image = (
    kind: keyof typeof SIZES,
    file: string,
    subject: string,
    tags: string[],
    paletteKey: string,
    source: string,
  ) => {
    const [width, height] = SIZES[kind];
    add({ file, kind, width, height, subject, tags, paletteKey, source });
  };
  const figures = (item: Json, tags: string[], source: string) => {
    for (const html of htmlStrings(item)) {
      for (const f of figuresIn(html)) {
        add({
          file: f.src,
          kind: 'figure',
          width: f.width,
          height: f.height,
          subject: `${f.alt} ${f.caption}`,
          tags,
          paletteKey: f.src,
          source,
        });
      }
    }
  };

  for (const kindDir of ['materials', 'courses'] as const) {
    for (const { file, item } of await collection(dir, kindDir)) {
      const tags = (item.tags as string[] | undefined) ?? [];
      const about = locales(item)
        .map((l) => `${l.title ?? ''} ${text(l.snippet)}`)
        .join(' ');
      const subject = `${words(item.slug)} ${about}`;
      image('preview', String(item.preview), subject, tags, String(item.slug), file);
      image(
        'banner',
        String(kindDir === 'materials' ? item.banner : item.image_banner),
        `${about} ${words(item.slug)}`,
        tags,
        String(item.slug),
        file,
      );
      figures(item, tags, file);
    }
  }
  for (const { file, item } of await collection(dir, 'articles')) {
    const tags = (item.tags as string[] | undefined) ?? [];
    const about = locales(item)
      .map((l) => `${l.title ?? ''} ${text(l.short_description)}`)
      .join(' ');
    image('image', String(item.image), `${about} ${words(item.slug)}`, tags, String(item.slug), file);
    figures(item, tags, file);
  }
  const SECTION_TAG: Record<string, string> = {
    torah: 'tradition',
    history: 'history',
    language: 'literature',
  };
  for (const { file, item } of await collection(dir, 'books')) {
    const tags = [SECTION_TAG[String(item.section)] ?? 'literature'];
    const about = locales(item)
      .map((l) => `${l.title ?? ''} ${text(l.description)}`)
      .join(' ');
    image('cover', String(item.cover), `${item.section} ${about}`, tags, String(item.slug), file);
    for (const chapter of (item.chapters as Json[] | undefined) ?? []) {
      const chapterAbout = locales(chapter)
        .map((l) => `${l.title ?? ''} ${text(l.content).slice(0, 300)}`)
        .join(' ');
      if (chapter.image)
        image(
          'image',
          String(chapter.image),
          `${words(chapter.slug)} ${chapterAbout}`,
          tags,
          String(chapter.image),
          file,
        );
    }
    figures(item, tags, file);
  }
  for (const { file, item } of await collection(dir, 'places')) {
    const about = locales(item)
      .map((l) => `${l.title ?? ''} ${text(l.snippet)} ${text(l.content).slice(0, 400)}`)
      .join(' ');
    image(
      'place',
      `place_images/${item.image_preview}`,
      `${item.slug} ${about}`,
      [],
      String(item.slug),
      file,
    );
    figures(item, [], file);
  }
  const team = ((await readJson(path.join(dir, 'team.json')).catch(() => [])) as Json[]) ?? [];
  for (const member of team) {
    const ru = (member.ru ?? {}) as Locale;
    const en = (member.en ?? {}) as Locale;
    const subject = `${ru.name ?? ''} ${en.role ?? ''} ${ru.role ?? ''} ${text(en.short_description)}`;
    image('avatar', String(member.avatar), subject, [], String(member.slug), 'team.json');
    if (member.audio)
      add({
        file: String(member.audio),
        kind: 'audio',
        width: 0,
        height: 0,
        subject: String(member.slug),
        tags: [],
        paletteKey: String(member.slug),
        source: 'team.json',
      });
  }
  // The Ashkenazi table's dishes: drawn like article pictures, from the dish, its meaning and festival.
  const table = (await readJson(path.join(dir, 'ashkenazi-table.json')).catch(() => null)) as {
    dishes?: (Json & { festival?: string })[];
  } | null;
  for (const dish of table?.dishes ?? []) {
    const about = locales(dish)
      .map((l) => `${l.name ?? ''} ${text(l.meaning)}`)
      .join(' ');
    image(
      'image',
      String(dish.image),
      `${about} ${dish.festival ?? ''}`,
      [],
      String(dish.slug),
      'ashkenazi-table.json',
    );
  }
  const gallery = ((await readJson(path.join(dir, 'gallery.json')).catch(() => [])) as Json[]) ?? [];
  for (const exhibit of gallery) {
    const about = locales(exhibit)
      .map((l) => `${l.title ?? ''} ${text(l.description)}`)
      .join(' ');
    image('gallery', String(exhibit.image), about, [], String(exhibit.slug), 'gallery.json');
  }
  for (const { file, item } of await collection(dir, 'pages')) figures(item, [], file);

  return withVariants([...targets.values()].sort((a, b) => a.file.localeCompare(b.file)));
}

/** Adds the sized variants. Two figures in three and every other place get a large version. */
function withVariants(targets: MediaTarget[]): MediaTarget[] {
  let figureIndex = 0;
  let placeIndex = 0;
  for (const t of targets) {
    if (t.kind === 'preview')
      t.variants.push({ file: insert(t.file, '@2x'), width: t.width * 2, height: t.height * 2 });
    if (t.kind === 'banner') t.variants.push({ file: insert(t.file, '@720'), width: 720, height: 405 });
    if (t.kind === 'figure' && figureIndex++ % 3 !== 2) {
      t.variants.push({
        file: fullName(t.file),
        width: FULL_WIDTH,
        height: Math.round((FULL_WIDTH * t.height) / t.width),
      });
    }
    if (t.kind === 'place' && placeIndex++ % 2 === 0)
      t.variants.push({ file: fullName(t.file), width: PLACE_FULL[0], height: PLACE_FULL[1] });
    if (t.kind === 'gallery')
      t.variants.push({
        file: fullName(t.file),
        width: FULL_WIDTH,
        height: Math.round((FULL_WIDTH * t.height) / t.width),
      });
  }
  return targets;
}

/** Every image file with its expected size: the referenced files and all their variants. */
export function imageFiles(targets: readonly MediaTarget[]): MediaFile[] {
  return targets
    .filter((t) => t.kind !== 'audio')
    .flatMap((t) => [{ file: t.file, width: t.width, height: t.height }, ...t.variants]);
}
