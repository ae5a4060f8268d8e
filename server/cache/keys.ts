/**
 * Cache keys and entity tags (docs/architecture.md#the-content-cache, docs/rules.md R26).
 *
 * A key is `kind:locale:normalized query`, built only from the call's validated input: defaults are
 * filled by the schema, unknown parameters never got past it, tag ids are sorted, keys are in a fixed
 * order. The raw URL, Host, forwarded headers and cookies never take part.
 *
 * Tags name the content items an answer shows (`materials#12`, `courses@first-steps`), so a write
 * to one item finds every cached answer and page that showed it. They are read from the answer's
 * shape: the item itself (top-level `id`/`slug` of a call whose group is a content type) and the
 * items of any top-level list named after a content type (`materials`, `other_courses`, `search_materials`:
 * a search card shows an item's rating and likes as much as a list card does).
 */
import { CONTENT_TYPES } from '../../shared/constants.ts';
import { type CacheInvalidation, type CallDef, callGroup } from '../../shared/contract/define.ts';

export interface KeyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

const CONTENT_TYPE_SET: ReadonlySet<string> = new Set(CONTENT_TYPES);

function normalizedValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The same parsed input in a canonical form: array values (tag ids) sorted. */
export function normalizeInput<T extends KeyInput>(input: T): T {
  const query = input.query;
  if (!query) return input;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'number')) {
      next[key] = [...value].sort((a, b) => a - b);
      changed = true;
    } else {
      next[key] = value;
    }
  }
  return changed ? { ...input, query: next } : input;
}

/** The key of a normalized input (see `normalizeInput`). */
export function cacheKey(call: CallDef, input: KeyInput): string {
  const query = input.query ?? {};
  const locale = typeof query.lang === 'string' ? query.lang : '-';
  const parts: string[] = [];
  for (const [prefix, record] of [
    ['p', input.params ?? {}],
    ['q', query],
  ] as const) {
    for (const name of Object.keys(record).sort()) {
      const value = record[name];
      if (value === undefined || value === null || (prefix === 'q' && name === 'lang')) continue;
      parts.push(`${prefix}.${name}=${encodeURIComponent(normalizedValue(value))}`);
    }
  }
  return `${call.id}:${locale}:${parts.join('&')}`;
}

function addItemTags(tags: Set<string>, kind: string, item: unknown) {
  if (typeof item !== 'object' || item === null) return;
  const { id, slug } = item as { id?: unknown; slug?: unknown };
  if (typeof id === 'number') tags.add(`${kind}#${id}`);
  if (typeof slug === 'string') tags.add(`${kind}@${slug}`);
}

export function entityTags(call: CallDef, data: unknown, params?: Record<string, unknown>): string[] {
  const tags = new Set<string>(tagsFromParams(call.cacheTags, params));
  if (typeof data !== 'object' || data === null) return [...tags];
  const group = callGroup(call);
  if (CONTENT_TYPE_SET.has(group)) addItemTags(tags, group, data);
  for (const [field, value] of Object.entries(data)) {
    if (!Array.isArray(value)) continue;
    // `other_courses` beside an item, `search_materials` in a search answer: the items' kind after the prefix.
    const kind = field.replace(/^(?:other|search)_/, '');
    if (!CONTENT_TYPE_SET.has(kind)) continue;
    for (const item of value) addItemTags(tags, kind, item);
  }
  return [...tags];
}

/** The tags a successful write changes, from its validated path params and its contract entry. */
export function invalidatedTags(call: CallDef, params: Record<string, unknown> | undefined): string[] {
  return tagsFromParams(call.invalidates, params);
}

function tagsFromParams(rule: CacheInvalidation | undefined, params: Record<string, unknown> | undefined) {
  if (!rule || !params) return [];
  const kind = params[rule.kindParam];
  if (typeof kind !== 'string') return [];
  const tags: string[] = [];
  if (rule.idParam !== undefined && params[rule.idParam] !== undefined) {
    tags.push(`${kind}#${String(params[rule.idParam])}`);
  }
  if (rule.slugParam !== undefined && params[rule.slugParam] !== undefined) {
    tags.push(`${kind}@${String(params[rule.slugParam])}`);
  }
  return tags;
}
