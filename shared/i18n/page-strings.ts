/**
 * The catalogue entries a page's render used, as i18next resources (`{ lng: { ns: { …nested } } }`):
 * what the page carries in its hydration payload instead of the whole catalogue, which the browser
 * loads after hydrating (docs/architecture.md#first-visit). A plural text comes in the forms the
 * render used only: a count changed in the browser before the whole catalogue is in (a like) draws
 * as nothing until it is, and then again. The desk's namespace is left out, the desk's pages bring
 * it themselves (`client/features/desk/use-desk-translation.ts`).
 */
import type { i18n, Resource } from 'i18next';
import type { UsedEntry } from './memo-translations.ts';

/** Namespaces the browser's code adds itself, in full. */
const OWN_NAMESPACES = new Set(['desk']);

type Tree = Record<string, unknown>;

function child(tree: Tree, name: string): Tree {
  let next = tree[name];
  if (next === null || typeof next !== 'object') {
    next = {};
    tree[name] = next;
  }
  return next as Tree;
}

function put(tree: Tree, key: string, value: unknown): void {
  const path = key.split('.');
  const last = path.pop() as string;
  let at = tree;
  for (const name of path) at = child(at, name);
  // An object (a `returnObjects` lookup) is copied: the catalogue's own objects are never shared.
  at[last] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
}

/** The resources for `entries`, read from `store` (an instance holding the catalogues they name). */
export function pageStrings(entries: Iterable<UsedEntry>, store: i18n): Resource {
  const resources: Record<string, Record<string, Tree>> = {};
  const seen = new Set<UsedEntry>();
  const read = (lng: string, ns: string, key: string) => store.getResource(lng, ns, key);
  for (const entry of entries) {
    if (seen.has(entry)) continue;
    seen.add(entry);
    const { lng, ns, key } = entry;
    if (OWN_NAMESPACES.has(ns)) continue;
    const value = read(lng, ns, key);
    if (value !== undefined) put(child(child(resources, lng) as Tree, ns), key, value);
  }
  return resources as Resource;
}
