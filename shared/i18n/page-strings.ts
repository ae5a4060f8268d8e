/**
 * The catalogue entries a page's render used, as i18next resources (`{ lng: { ns: { …nested } } }`):
 * what the page carries in its hydration payload instead of the whole catalogue, which the browser
 * loads after hydrating (docs/architecture.md#first-visit). A plural entry brings its other forms,
 * so a count that changes in the browser before the whole catalogue is in (a like, a new comment)
 * still has its text; the desk's namespace is left out, the desk's pages bring it themselves
 * (`client/features/desk/use-desk-translation.ts`).
 */
import type { i18n, Resource } from 'i18next';
import type { UsedEntry } from './memo-translations.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
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
    const tree = child(child(resources, lng) as Tree, ns);
    const plural = PLURAL_SUFFIX.exec(key);
    const keys = plural ? PLURAL_FORMS.map((form) => `${key.slice(0, plural.index)}_${form}`) : [key];
    for (const one of keys) {
      const value = read(lng, ns, one);
      if (value !== undefined) put(tree, one, value);
    }
  }
  return resources as Resource;
}
