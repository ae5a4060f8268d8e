/**
 * The offline worker at `/sw.js` (docs/offline.md), built by vite-plugin-pwa's `injectManifest`:
 * Workbox precaches the frame (every built file, by its hashed name) and this file keeps the texts
 * the reader opened, within the budget of `keep-rules.ts`, with the pictures in them and the built
 * files their HTML names. Offline, a kept text opens from here and any other page gets the offline
 * page in the reader's language. Calls (`/api/…`) are never answered from here: a write made offline
 * fails in the page, which says so (docs/offline.md#writes-offline).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { SESSION_PATHS } from '../shared/contract/session-wire.ts';
import en from '../shared/i18n/offline-page/en.json' with { type: 'json' };
import ru from '../shared/i18n/offline-page/ru.json' with { type: 'json' };
import {
  addressesInUse,
  isCoursePage,
  isReadingPage,
  type KeptText,
  localeOf,
  scanPage,
  textKey,
  textsOverBudget,
} from './features/offline/keep-rules.ts';
import { offlinePageHtml } from './features/offline/offline-page.ts';
import { type KeepAnswer, type KeepRequest, TEXTS_CACHE } from './features/offline/protocol.ts';

/** The parts of the worker's global scope used here (the project's types are the page's, `dom`). */
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}

declare const self: WorkerScope;

const MANIFEST = self.__WB_MANIFEST;
const WORDS = { ru, en };
/** A text opened again within this long is only touched, not fetched again (the page asks after a navigation the worker already kept). */
const FRESH_MS = 60_000;
const INDEX = '/__offline/index.json';

/** The offline page's two faces, by their built names in the precache. */
function fontOf(name: string): string | undefined {
  const url = MANIFEST.find((entry) => entry.url.includes(`/${name}-`))?.url;
  return url ? `/${url.replace(/^\//, '')}` : undefined;
}
const FONTS = { serif: fontOf('da-serif-700'), sans: fontOf('da-sans-400') };

// A new deploy's worker takes over at once: its precache holds the new build whole, the old build's
// files are deleted (`cleanupOutdatedCaches` and Workbox's own clean-up of changed revisions), and
// the kept texts are fetched again so their HTML names the new files (docs/offline.md#updates).
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(MANIFEST);

self.addEventListener('activate', (event) => {
  event.waitUntil(serial(refreshAll));
});

/** Every change of the index runs after the one before, so two pages never write over each other. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

async function readIndex(cache: Cache): Promise<KeptText[]> {
  const response = await cache.match(INDEX);
  if (!response) return [];
  try {
    return (await response.json()) as KeptText[];
  } catch {
    return [];
  }
}

async function writeIndex(cache: Cache, texts: KeptText[]): Promise<void> {
  await cache.put(
    INDEX,
    new Response(JSON.stringify(texts), { headers: { 'Content-Type': 'application/json' } }),
  );
}

const absolute = (address: string) => new URL(address, self.location.origin).href;

/** A document worth keeping: a whole page, not an error page or a redirect's target elsewhere. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

async function bodySize(response: Response): Promise<number> {
  return (await response.clone().blob()).size;
}

/** Puts a picture or built file in the cache unless it is there; answers its size (0 when it could not). */
async function keepFile(cache: Cache, address: string, fromPrecache: boolean): Promise<number> {
  const held = await cache.match(address);
  if (held) return bodySize(held);
  const found = fromPrecache ? await caches.match(address) : undefined;
  const response = found ?? (await fetch(address, { credentials: 'same-origin' }).catch(() => undefined));
  if (!response?.ok) return 0;
  const size = await bodySize(response);
  await cache.put(address, response);
  return size;
}

/**
 * Keeps one text: its document (the response the navigation got, or fetched now), a course's
 * materials, the pictures and the built files they name. Answers null when the page could not be had.
 */
async function keepText(
  cache: Cache,
  url: URL,
  given: Response | undefined,
  before: KeptText | undefined,
): Promise<KeptText | null> {
  const key = textKey(url);
  const first = given ?? (await fetch(url.href, { credentials: 'same-origin' }).catch(() => undefined));
  if (!first || !keepable(first)) return null;
  const documents: Array<[string, Response]> = [[key, first]];
  const html = await first.clone().text();
  const page = scanPage(html, url);
  const assets = new Set(page.assets);
  const images = new Set(page.images);
  if (isCoursePage(url) && !url.searchParams.has('material')) {
    for (const address of page.materials) {
      const response = await fetch(absolute(address), { credentials: 'same-origin' }).catch(() => undefined);
      if (!response || !keepable(response)) continue;
      const scanned = scanPage(await response.clone().text(), new URL(absolute(address)));
      for (const asset of scanned.assets) assets.add(asset);
      for (const image of scanned.images) images.add(image);
      documents.push([address, response]);
    }
  }
  let bytes = 0;
  for (const [address, response] of documents) {
    bytes += await bodySize(response);
    await cache.put(address, response);
  }
  for (const image of images) bytes += await keepFile(cache, image, false);
  for (const asset of assets) await keepFile(cache, asset, true);
  return {
    url: key,
    title: page.title,
    lang: localeOf(url),
    pinned: before?.pinned ?? false,
    openedAt: Date.now(),
    bytes,
    documents: documents.map(([address]) => address),
    images: [...images],
    assets: [...assets],
  };
}

/** Drops what the budget leaves out, and every file no kept text names any more. */
async function settle(cache: Cache, texts: KeptText[]): Promise<KeptText[]> {
  const drops = new Set(textsOverBudget(texts));
  const kept = texts.filter((text) => !drops.has(text.url));
  await writeIndex(cache, kept);
  const used = addressesInUse(kept);
  for (const request of await cache.keys()) {
    const address = textKey(new URL(request.url));
    if (address !== INDEX && !used.has(address)) await cache.delete(request);
  }
  return kept;
}

async function opened(url: URL, given?: Response): Promise<KeepAnswer> {
  const cache = await caches.open(TEXTS_CACHE);
  const texts = await readIndex(cache);
  const key = textKey(url);
  const before = texts.find((text) => text.url === key);
  let text: KeptText | null | undefined = before;
  if (before && !given && Date.now() - before.openedAt < FRESH_MS) text = { ...before, openedAt: Date.now() };
  else text = (await keepText(cache, url, given, before)) ?? before;
  if (!text) return { kept: false, pinned: false };
  const next = [...texts.filter((other) => other.url !== key), { ...text, openedAt: Date.now() }];
  const kept = await settle(cache, next);
  const now = kept.find((other) => other.url === key);
  return { kept: Boolean(now), pinned: now?.pinned ?? false };
}

async function pin(url: URL, pinned: boolean): Promise<KeepAnswer> {
  const cache = await caches.open(TEXTS_CACHE);
  const texts = await readIndex(cache);
  const key = textKey(url);
  const before = texts.find((text) => text.url === key);
  const text = before ?? (await keepText(cache, url, undefined, undefined));
  if (!text) return { kept: false, pinned: false };
  const kept = await settle(cache, [...texts.filter((other) => other.url !== key), { ...text, pinned }]);
  const now = kept.find((other) => other.url === key);
  return { kept: Boolean(now), pinned: now?.pinned ?? false };
}

/** After an update: every kept text fetched again, so it names the new build's files; one that cannot be had stays as it was. */
async function refreshAll(): Promise<void> {
  const cache = await caches.open(TEXTS_CACHE);
  const texts = await readIndex(cache);
  const next: KeptText[] = [];
  for (const text of texts) {
    const fresh = await keepText(cache, new URL(absolute(text.url)), undefined, text);
    next.push(fresh ? { ...fresh, openedAt: text.openedAt } : text);
  }
  await settle(cache, next);
}

self.addEventListener('message', (event) => {
  const request = event.data as KeepRequest;
  const port = event.ports[0];
  const answer = (work: () => Promise<KeepAnswer>) =>
    event.waitUntil(
      serial(work).then(
        (result) => port?.postMessage(result),
        () => port?.postMessage({ kept: false, pinned: false } satisfies KeepAnswer),
      ),
    );
  if (request?.type === 'opened') {
    const url = new URL(absolute(request.url));
    if (isReadingPage(url)) answer(() => opened(url));
  } else if (request?.type === 'pin') {
    const url = new URL(absolute(request.url));
    if (isReadingPage(url)) answer(() => pin(url, request.pinned));
  }
});

async function offlinePage(url: URL, notSent = false): Promise<Response> {
  const locale = localeOf(url);
  const texts = await readIndex(await caches.open(TEXTS_CACHE));
  const html = offlinePageHtml({
    locale,
    address: textKey(url),
    texts,
    words: WORDS[locale],
    fonts: FONTS,
    notSent,
  });
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

// Pages: the network first, always (a page is never older than the server's); a reading page that
// came whole is kept. Without a network: the kept copy, else the offline page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url, event }) => {
    try {
      const response = await fetch(request);
      if (isReadingPage(url) && keepable(response)) {
        // Copied now: by the time its turn comes, the page has read the original.
        const copy = response.clone();
        (event as ExtendableEvent).waitUntil(serial(() => opened(url, copy)));
      }
      return response;
    } catch {
      const kept = await caches.open(TEXTS_CACHE).then((cache) => cache.match(textKey(url)));
      return kept ?? offlinePage(url);
    }
  },
);

// Logout, however the page asks for it: once the web tier has ended the session, every kept text
// goes, since a signed-in reader's pages name them (docs/offline.md#signed-in-readers). Watched
// here, so the pages carry no code for it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SESSION_PATHS.logout,
  async ({ request }) => {
    const response = await fetch(request);
    if (response.ok) await serial(() => caches.delete(TEXTS_CACHE));
    return response;
  },
  'POST',
);

// A form posted without scripts (the review box) while offline: said, never silently lost.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url }) => fetch(request).catch(() => offlinePage(url, true)),
  'POST',
);

// Pictures and built files of kept texts, when the network cannot give them (an old build's chunk a
// kept page names is served beside it, never mixed with the new build's).
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/storage/') || url.pathname.startsWith('/assets/')),
  async ({ request, url }) => {
    const kept = await caches.open(TEXTS_CACHE).then((cache) => cache.match(textKey(url)));
    if (kept) return kept;
    return fetch(request);
  },
);
