/**
 * Translations looked up once per instance: i18next resolves every `t()` call afresh (namespace,
 * fallbacks, plural suffix, interpolation), which was a sixth of a page render's time. An instance here
 * serves one locale for its whole life and its resources only grow (the browser's, when the whole
 * catalogue comes after the page's entries: `WHOLE_CATALOGUE_EVENT` forgets what was remembered), so
 * the answer for a key, or a key with only a count, can be remembered. Calls with other options (values to
 * interpolate, `returnObjects`, a context…) go to i18next unchanged.
 *
 * The server also records which catalogue entries a render used (docs/architecture.md#first-visit):
 * the page carries exactly those, not the whole catalogue. Every entry i18next reads from its store
 * is noted while a render records (`recordLookups`), and a remembered answer keeps the entries it was
 * made of, so a remembered call notes them too. An entry is one shared object per language,
 * namespace and key: a call adds references to the render's log, nothing else.
 */
import type { i18n, TFunction } from 'i18next';

/** One catalogue entry a lookup read: its language, namespace and key (with its plural suffix). */
export interface UsedEntry {
  readonly lng: string;
  readonly ns: string;
  readonly key: string;
}

/** The render that records now (renders to a string are synchronous, so one at a time). */
let log: UsedEntry[] | null = null;
/** The entries a lookup that is being remembered read. */
let capture: UsedEntry[] | null = null;

/**
 * Notes every entry read into `into` until called again with null: the caller brackets one
 * synchronous render with it (client/entry-server.tsx).
 */
export function recordLookups(into: UsedEntry[] | null): void {
  log = into;
}

const interned = new Map<string, Map<string, Map<string, UsedEntry>>>();

function usedEntry(lng: string, ns: string, key: string): UsedEntry {
  let byNs = interned.get(lng);
  if (!byNs) {
    byNs = new Map();
    interned.set(lng, byNs);
  }
  let byKey = byNs.get(ns);
  if (!byKey) {
    byKey = new Map();
    byNs.set(ns, byKey);
  }
  let entry = byKey.get(key);
  if (!entry) {
    entry = Object.freeze({ lng, ns, key });
    byKey.set(key, entry);
  }
  return entry;
}

type GetResource = (lng: string, ns: string, key?: unknown, options?: unknown) => unknown;

/** Makes the instance's store note each entry it hands out while something records. */
function noteReads(instance: i18n): void {
  const store = instance.store as unknown as { getResource: GetResource };
  const read = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    const value = read(lng, ns, key, options);
    if (value !== undefined && (log !== null || capture !== null) && typeof key === 'string') {
      const entry = usedEntry(lng, ns, key);
      log?.push(entry);
      capture?.push(entry);
    }
    return value;
  };
}

interface Remembered {
  value: string;
  entries: readonly UsedEntry[];
}

/** Plenty for every key times the counts pages show; past it the memory starts over, never grows. */
const MAX_REMEMBERED = 20_000;

type Lookup = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

function onlyCount(options: object): number | null {
  const keys = Object.keys(options);
  if (keys.length !== 1 || keys[0] !== 'count') return null;
  const count = (options as { count: unknown }).count;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

function rememberingT(original: TFunction, remembered: Map<string, Remembered>): TFunction {
  const lookup = original as unknown as Lookup;
  const memo: Lookup = (key, options, ...rest) => {
    if (typeof key !== 'string' || rest.length > 0) return lookup(key, options, ...rest);
    let id: string;
    if (options === undefined) id = key;
    else if (typeof options === 'object' && options !== null) {
      const count = onlyCount(options);
      if (count === null) return lookup(key, options);
      id = `${key}\u0000${count}`;
    } else return lookup(key, options);
    const known = remembered.get(id);
    if (known !== undefined) {
      if (log !== null) for (const entry of known.entries) log.push(entry);
      return known.value;
    }
    const outer = capture;
    const entries: UsedEntry[] = [];
    capture = entries;
    let value: unknown;
    try {
      value = lookup(key, options);
    } finally {
      capture = outer;
    }
    if (outer !== null) outer.push(...entries);
    if (typeof value !== 'string') return value;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(id, { value, entries });
    return value;
  };
  // i18next's fixed t carries its language, namespace and prefix; react-i18next may read them.
  return Object.assign(memo, {
    lng: (original as unknown as { lng?: unknown }).lng,
    ns: (original as unknown as { ns?: unknown }).ns,
    keyPrefix: (original as unknown as { keyPrefix?: unknown }).keyPrefix,
  }) as unknown as TFunction;
}

/**
 * The store event after which remembered answers are forgotten: the browser's instance starts with
 * the page's entries only and gets the whole catalogue later (`client/runtime/catalogue.ts`), which
 * emits it. (The components that drew a missing entry are drawn again on `REDRAW_EVENT`, `make-instance.ts`.)
 */
export const WHOLE_CATALOGUE_EVENT = 'whole-catalogue';

/** The instance's store as the emitter it is (its typings name only its own two events). */
export function storeEvents(instance: i18n): {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string): void;
} {
  return instance.store as unknown as ReturnType<typeof storeEvents>;
}

/** Makes `getFixedT` (what `useTranslation` calls) hand out remembering functions, one per scope. */
export function rememberTranslations(instance: i18n): i18n {
  const getFixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  const scopes = new Map<string, TFunction>();
  noteReads(instance);
  storeEvents(instance).on(WHOLE_CATALOGUE_EVENT, () => scopes.clear());
  instance.getFixedT = ((...args: unknown[]) => {
    const [lng, ns, keyPrefix, options] = args;
    if (typeof keyPrefix === 'function' || args.length > 4) return getFixedT(...args);
    const scopeNs = (options as { scopeNs?: unknown } | undefined)?.scopeNs ?? null;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, scopeNs]);
    let fixed = scopes.get(scope);
    if (!fixed) {
      fixed = rememberingT(getFixedT(...args), new Map());
      scopes.set(scope, fixed);
    }
    return fixed;
  }) as typeof instance.getFixedT;
  return instance;
}
