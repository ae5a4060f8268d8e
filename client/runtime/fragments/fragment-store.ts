/**
 * The per-render bookkeeping of the server's stored blocks (`Cached.ts`): it fills the store the web
 * server hands the render (`server/cache/block-store.ts`) and splices stored blocks into the page. A page rendered per request (a signed-in reader's, or one the page
 * cache does not hold) spent most of its time rendering and encoding blocks that are the same for
 * everybody until their data changes: the menu, the footer, the shelves of cards.
 *
 * A block's key is its name and its deps: primitives by value, objects by identity, and only frozen
 * objects (the shared parsed answers, `server/cache/parsed-answers.ts`, and what is derived from them
 * once, `derive` in `shared/data/frozen.ts`). A refreshed or dropped answer is a new object, so its blocks get new keys and
 * the old ones age out of the store, which is bounded in bytes.
 *
 * The render marks each block: a stored one by a placeholder, a new one by two marker elements around
 * its children. `assemble` turns the rendered string into the page's bytes: stored blocks are copied
 * in already encoded, new ones are cut out and kept (a block inside another is kept on its own too),
 * and the markers are removed, so the page is exactly what a render without the store would have
 * given (tests/client/runtime/fragments, tests/server/render/block-store.test.ts).
 */
import { randomBytes } from 'node:crypto';
import type { UsedEntry } from '../../../shared/i18n/memo-translations.ts';
import type { FragmentPlace, FragmentRecorder } from './recorder.ts';

/** Unguessable, so no text of a page can contain it. */
const TOKEN = `fragment-${randomBytes(12).toString('hex')}`;
/** How React writes `<template data-fragment={marker} />`; tested, so a change in React shows. */
const MARKER_OPEN = '<template data-fragment="';
const MARKER_CLOSE = '"></template>';

const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;

/** The key of a block, or null when a dep is an object that may change under the same identity. */
function blockKey(name: string, deps: readonly unknown[]): string | null {
  let key = name;
  for (const dep of deps) {
    if (dep === null || dep === undefined) key += '|-';
    else if (typeof dep === 'object') {
      if (!Object.isFrozen(dep)) return null;
      let id = objectIds.get(dep);
      if (id === undefined) {
        id = nextObjectId++;
        objectIds.set(dep, id);
      }
      key += `|#${id}`;
    } else if (typeof dep === 'function' || typeof dep === 'symbol') return null;
    else {
      // With its length, so no text can pass for several deps ("a|b" against "a", "b").
      const text = String(dep);
      key += `|${typeof dep}${text.length}:${text}`;
    }
  }
  return key;
}

/** The stored blocks' bytes by key, as the web server keeps them (`server/cache/block-store.ts`). */
export interface BlockBytes {
  get(key: string): Buffer | undefined;
  set(key: string, bytes: Buffer): void;
}

/**
 * The catalogue entries each stored block's render looked up (docs/architecture.md#first-visit): a
 * page that reuses a block does not render it, so it takes the block's entries from here. Kept by
 * the stored bytes themselves, so they leave together when the store drops a block.
 */
const blockEntries = new WeakMap<Buffer, readonly UsedEntry[]>();

/**
 * Bookkeeping for one render over a store (or none: then it only splices in what `insert` and
 * `later` were given); its `assemble` gives the page's bytes.
 */
export class FragmentRender implements FragmentRecorder {
  private readonly used: (Buffer | (() => Buffer))[] = [];
  private readonly recording: string[] = [];
  /** Where in `lookups` each block being recorded started, then the entries it looked up. */
  private readonly recordedFrom: number[] = [];
  private readonly recordedEntries: (readonly UsedEntry[] | undefined)[] = [];
  private readonly blocks: BlockBytes | undefined;
  /**
   * The catalogue entries the render looked up, in order and repeated (the render's i18next
   * instance notes them here: `recordLookups` in shared/i18n/memo-translations.ts), and those of
   * the stored blocks it reused.
   */
  readonly lookups: UsedEntry[] = [];
  /** False once a stored block came without its entries: the page's are then not all known. */
  entriesKnown = true;

  constructor(blocks: BlockBytes | undefined) {
    this.blocks = blocks;
  }

  place(name: string, deps: readonly unknown[]): FragmentPlace {
    if (!this.blocks) return { kind: 'render' };
    const key = blockKey(name, deps);
    if (key === null) return { kind: 'render' };
    const stored = this.blocks.get(key);
    if (stored) {
      this.used.push(stored);
      const entries = blockEntries.get(stored);
      if (entries) for (const entry of entries) this.lookups.push(entry);
      else this.entriesKnown = false;
      return { kind: 'stored', html: `${TOKEN}:u${this.used.length - 1};` };
    }
    this.recording.push(key);
    const n = this.recording.length - 1;
    // From here: the block's children function runs next (it may look texts up itself), then its tree.
    this.recordedFrom[n] = this.lookups.length;
    return {
      kind: 'record',
      start: `${TOKEN}:s${n}`,
      end: `${TOKEN}:e${n}`,
      closed: () => {
        this.recordedEntries[n] = [...new Set(this.lookups.slice(this.recordedFrom[n]))];
      },
    };
  }

  /** A placeholder for ready bytes (the hydration payload) to be copied in by `assemble`. */
  insert(bytes: Buffer): string {
    this.used.push(bytes);
    return `${TOKEN}:u${this.used.length - 1};`;
  }

  /** A placeholder for bytes known only once the render is done (the page's catalogue entries). */
  later(bytes: () => Buffer): string {
    this.used.push(bytes);
    return `${TOKEN}:u${this.used.length - 1};`;
  }

  /** The page's bytes: stored blocks copied in, new blocks kept, markers gone. */
  assemble(html: string): Buffer {
    if (this.used.length === 0 && this.recording.length === 0) return Buffer.from(html);
    return Buffer.concat(this.bytes(html, 0, html.length));
  }

  /** The bytes of `html` from `from` to `to`, keeping each new block met there (blocks nest). */
  private bytes(html: string, from: number, to: number): Buffer[] {
    const parts: Buffer[] = [];
    let at = html.indexOf(TOKEN, from);
    while (at !== -1 && at < to) {
      const kindAt = at + TOKEN.length + 1;
      const kind = html[kindAt];
      const stop = html.indexOf(kind === 'u' ? ';' : '"', kindAt);
      const n = Number(html.slice(kindAt + 1, stop));
      if (kind === 'u') {
        const used = this.used[n] as Buffer | (() => Buffer);
        parts.push(Buffer.from(html.slice(from, at)), typeof used === 'function' ? used() : used);
        from = stop + 1;
      } else {
        const endMarker = `${MARKER_OPEN}${TOKEN}:e${n}${MARKER_CLOSE}`;
        const innerStart = stop + MARKER_CLOSE.length;
        const innerEnd = html.indexOf(endMarker, innerStart);
        // React writes a block's markers in order around its children; anything else is a bug here.
        if (kind !== 's' || innerEnd === -1 || innerEnd > to) throw new Error('block markers out of order');
        parts.push(Buffer.from(html.slice(from, at - MARKER_OPEN.length)));
        const block = Buffer.concat(this.bytes(html, innerStart, innerEnd));
        const entries = this.recordedEntries[n];
        // A block whose end was never rendered (it suspended) is not stored: its entries are unknown.
        if (this.blocks && entries) {
          blockEntries.set(block, entries);
          this.blocks.set(this.recording[n] as string, block);
        }
        parts.push(block);
        from = innerEnd + endMarker.length;
      }
      at = html.indexOf(TOKEN, from);
    }
    parts.push(Buffer.from(html.slice(from, to)));
    return parts;
  }
}
