/**
 * What the offline worker keeps and drops (docs/offline.md), as plain functions of addresses, HTML
 * and the list of kept texts, so the rules are tested without a browser. The worker (`client/sw.ts`)
 * does the fetching and the storing; the page only asks.
 */
import { isLocale, type Locale } from '../../../shared/locales.ts';

/** The budget of the texts kept on their own (docs/offline.md#budget); pinned texts are never dropped. */
export const KEEP_LIMITS = { texts: 30, bytes: 50 * 1024 * 1024 } as const;

/** A course keeps at most this many of its materials beside it. */
export const COURSE_MATERIALS_MAX = 30;

/** One kept text: the page the reader opened and what it needs to open again without a network. */
export interface KeptText {
  /** The page's address, path and query (`/ru/materials/x`, `/books/chapter/y?lang=en`). */
  url: string;
  title: string;
  lang: Locale;
  pinned: boolean;
  /** When the reader last opened it (ms): the oldest unpinned text goes first. */
  openedAt: number;
  /** The bytes of its documents and pictures. */
  bytes: number;
  /** Its HTML documents: the page, and a course's materials (`?material=N`). */
  documents: string[];
  /** Its pictures, every size their `srcset` offers (the browser may choose another size offline). */
  images: string[];
  /** The built files (`/assets/…`) its documents name: served with them, whatever was deployed since. */
  assets: string[];
}

/** The five reading pages (docs/product.md#screens): material, course, article, chapter, place. */
const READING = [
  /^\/(ru|en)\/materials\/[^/]+$/,
  /^\/(ru|en)\/courses\/[^/]+$/,
  /^\/(ru|en)\/map\/[^/]+$/,
  /^\/books\/articles\/[^/]+$/,
  /^\/books\/chapter\/[^/]+$/,
];

/** The key a text is kept under: its path and query, without the fragment. */
export function textKey(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** Whether the address is a reading page the worker keeps when it is opened. */
export function isReadingPage(url: URL): boolean {
  return READING.some((pattern) => pattern.test(url.pathname));
}

/** The interface language of an address: its locale segment, or the books' `?lang=` (Russian by default). */
export function localeOf(url: URL): Locale {
  const segment = url.pathname.split('/')[1];
  if (isLocale(segment)) return segment;
  const lang = url.searchParams.get('lang');
  return isLocale(lang) ? lang : 'ru';
}

export function isCoursePage(url: URL): boolean {
  return /^\/(ru|en)\/courses\/[^/]+$/.test(url.pathname);
}

export interface ScannedPage {
  title: string;
  /** Built files the document names: its stylesheet, boot module, entry and chunks, fonts, icons. */
  assets: string[];
  /** Same-origin pictures of the page, every `src` and `srcset` candidate. */
  images: string[];
  /** A course's other materials (`?material=N`), as absolute addresses. */
  materials: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

/**
 * What a server-rendered page names (the worker has no DOM parser): read from its attributes, so a
 * text of the page that merely mentions an address is not taken for one.
 */
export function scanPage(html: string, pageUrl: URL): ScannedPage {
  // The share title is the text's own; the document's title may add the site's name.
  const shared =
    /<meta property="og:title" content="([^"]*)"/.exec(html) ??
    /<meta content="([^"]*)" property="og:title"/.exec(html);
  const title = decode(shared?.[1] ?? /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
  const assets = new Set<string>();
  const images = new Set<string>();
  const materials = new Set<string>();
  const sameOrigin = (value: string): URL | null => {
    try {
      const url = new URL(decode(value), pageUrl);
      return url.origin === pageUrl.origin ? url : null;
    } catch {
      return null;
    }
  };
  for (const match of html.matchAll(/\s(src|href|data-entry|data-preloads|srcset)="([^"]*)"/g)) {
    const [, attribute, value = ''] = match;
    const candidates =
      attribute === 'srcset'
        ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
        : attribute === 'data-preloads'
          ? value.split(/\s+/)
          : [value];
    for (const candidate of candidates) {
      if (!candidate) continue;
      const url = sameOrigin(candidate);
      if (!url) continue;
      if (url.pathname.startsWith('/assets/')) assets.add(url.pathname);
      else if (attribute === 'src' || attribute === 'srcset') {
        if (url.pathname.startsWith('/storage/')) images.add(textKey(url));
      } else if (
        attribute === 'href' &&
        url.pathname === pageUrl.pathname &&
        url.searchParams.has('material')
      ) {
        materials.add(textKey(url));
      }
    }
  }
  return {
    title,
    assets: [...assets],
    images: [...images],
    materials: [...materials].filter((url) => url !== textKey(pageUrl)).slice(0, COURSE_MATERIALS_MAX),
  };
}

/**
 * The texts to drop so the rest fit the budget: the oldest unpinned first, while there are more than
 * `limits.texts` or they weigh more than `limits.bytes`. Pinned texts stay even over the budget.
 */
export function textsOverBudget(
  texts: readonly KeptText[],
  limits: { texts: number; bytes: number } = KEEP_LIMITS,
): string[] {
  let count = texts.length;
  let bytes = texts.reduce((sum, text) => sum + text.bytes, 0);
  const drops: string[] = [];
  const oldestFirst = texts.filter((text) => !text.pinned).sort((a, b) => a.openedAt - b.openedAt);
  for (const text of oldestFirst) {
    if (count <= limits.texts && bytes <= limits.bytes) break;
    drops.push(text.url);
    count -= 1;
    bytes -= text.bytes;
  }
  return drops;
}

/** Every address the kept texts still need: what is not in it may be deleted. */
export function addressesInUse(texts: readonly KeptText[]): Set<string> {
  const used = new Set<string>();
  for (const text of texts) {
    for (const url of [...text.documents, ...text.images, ...text.assets]) used.add(url);
  }
  return used;
}
