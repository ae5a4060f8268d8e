/**
 * The reader cache (docs/architecture.md#the-reader-cache): what a signed-in page asks for its reader
 * (the calls the contract marks `readerCache`), kept per reader so a view where nothing changed makes
 * no upstream call, and the sessions this instance has checked, so a session is looked up upstream at
 * most once per `SESSION_RECHECK_SECONDS`.
 *
 * Nothing here is shared between readers: an answer's key starts with its reader's user id, and a
 * reader is only ever found through a session this instance checked itself. Entries are fresh until
 * dropped or until their lifetime ends; there is no stale serving, since a reader must see their own
 * write at once. Every entry carries `reader:<id>` (`shared/cache-drops.ts`), besides the tags of the
 * items it shows: the reader's own writes and the API's changes to a user drop that tag on every
 * instance through the drop bus. A session is tagged with its reader too, so a logout, a password
 * change or a revoke (each drops `reader:<id>`) makes every instance ask again.
 *
 * A fill that started before a drop is not stored: an answer read before a write must not outlive it.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { READER_TAG_PREFIX, readerTag } from '../../shared/cache-drops.ts';
import type { CallDef } from '../../shared/contract/define.ts';
import type { Clock } from '../clock.ts';
import { cacheKey, entityTags, type KeyInput, normalizeInput } from './keys.ts';

export interface ReaderCacheOptions {
  /** How long an answer is kept when nothing drops it; 0 keeps none. */
  ttlMs: number;
  /** How long a checked session is believed before it is looked up again; 0 checks every time. */
  sessionTtlMs: number;
  maxEntries: number;
  maxBytes: number;
  clock: Clock;
}

interface Entry {
  readonly userId: number;
  readonly body: string;
  readonly tags: readonly string[];
  until: number;
}

interface SessionEntry {
  readonly userId: number;
  readonly tags: readonly string[];
  until: number;
}

/** A fill's mark: what the drop counter was when it started (see `ReaderCache.mark`). */
export type FillMark = number;

/** A session token as this instance names it: never the token itself, which no log or drop may carry. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

export class ReaderCache {
  readonly #options: ReaderCacheOptions;
  readonly #answers: LRUCache<string, Entry>;
  readonly #sessions: LRUCache<string, SessionEntry>;
  /** Keys of answers and sessions by tag, so a drop touches only what it names. */
  readonly #byTag = new Map<string, Set<string>>();
  #drops = 0;
  #capMs: number | undefined;

  constructor(options: ReaderCacheOptions) {
    this.#options = options;
    this.#answers = new LRUCache<string, Entry>({
      max: Math.max(1, options.maxEntries),
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (entry, key) => Math.max(1, entry.body.length * 2 + key.length),
      dispose: (entry, key) => this.#unindex(`a ${key}`, entry.tags),
    });
    this.#sessions = new LRUCache<string, SessionEntry>({
      max: Math.max(1, options.maxEntries),
      dispose: (entry, key) => this.#unindex(`s ${key}`, entry.tags),
    });
  }

  get enabled(): boolean {
    return this.#options.ttlMs > 0;
  }

  /** Taken before a fill starts; `store`/`rememberSession` refuse a fill that a drop overtook. */
  mark(): FillMark {
    return this.#drops;
  }

  /** The reader of a checked session, while it is believed. */
  session(id: string): number | undefined {
    return this.#live(this.#sessions, id)?.userId;
  }

  rememberSession(id: string, userId: number, mark: FillMark): void {
    if (mark !== this.#drops || this.#options.sessionTtlMs <= 0) return;
    const tags = [readerTag(userId), `session:${id}`];
    this.#sessions.set(id, { userId, tags, until: this.#until(this.#options.sessionTtlMs) });
    this.#index(`s ${id}`, tags);
  }

  forgetSession(id: string): void {
    this.#sessions.delete(id);
  }

  /** A reader's stored answer (its JSON text), when one is fresh. */
  get(userId: number, call: CallDef, input: KeyInput): string | undefined {
    return this.#live(this.#answers, this.#key(userId, call, input))?.body;
  }

  store(userId: number, call: CallDef, input: KeyInput, data: unknown, mark: FillMark): void {
    if (mark !== this.#drops || !this.enabled) return;
    const key = this.#key(userId, call, input);
    const tags = [readerTag(userId), ...entityTags(call, data, input.params)];
    this.#answers.set(key, {
      userId,
      body: JSON.stringify(data),
      tags,
      until: this.#until(this.#options.ttlMs),
    });
    if (this.#answers.has(key)) this.#index(`a ${key}`, tags);
  }

  /**
   * Drops every answer and session carrying one of the tags; `*` (a content import) drops every answer,
   * since they show items' titles, and keeps the sessions. Answers the number of entries dropped.
   */
  invalidate(tags: ReadonlySet<string>): number {
    this.#drops += 1;
    let count = 0;
    if (tags.has('*')) {
      count += this.#answers.size;
      this.#answers.clear();
    }
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) {
        const name = key.slice(2);
        const removed = key.startsWith('a ') ? this.#answers.delete(name) : this.#sessions.delete(name);
        if (removed) count += 1;
      }
    }
    return count;
  }

  /**
   * While drops from other instances may be missed (`drop-bus.ts`), nothing is believed for longer
   * than this; undefined lifts the cap.
   */
  capLifetimes(ms: number | undefined): void {
    this.#capMs = ms;
    if (ms === undefined) return;
    const until = this.#options.clock.now() + ms;
    for (const entry of this.#answers.values()) entry.until = Math.min(entry.until, until);
    for (const entry of this.#sessions.values()) entry.until = Math.min(entry.until, until);
  }

  stats() {
    return {
      reader: {
        entries: this.#answers.size,
        bytes: this.#answers.calculatedSize,
        maxEntries: this.#options.maxEntries,
        maxBytes: this.#options.maxBytes,
        sessions: this.#sessions.size,
      },
    };
  }

  /** An entry still within its lifetime; one past it is removed. */
  #live<E extends { until: number }>(store: LRUCache<string, E>, key: string): E | undefined {
    const entry = store.get(key);
    if (entry && this.#options.clock.now() >= entry.until) {
      store.delete(key);
      return undefined;
    }
    return entry;
  }

  #until(ms: number): number {
    return this.#options.clock.now() + Math.min(ms, this.#capMs ?? ms);
  }

  #key(userId: number, call: CallDef, input: KeyInput): string {
    return `${userId} ${cacheKey(call, normalizeInput(input))}`;
  }

  #index(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  #unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.#byTag.delete(tag);
    }
  }
}

/** Whether a tag names a reader or a session: never a CDN surrogate key (nothing shared carries one). */
export function isReaderTag(tag: string): boolean {
  return tag.startsWith(READER_TAG_PREFIX) || tag.startsWith('session:');
}
