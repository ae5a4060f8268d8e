/**
 * The catalogue entries a page's render used, as i18next resources: what the page carries in its
 * hydration payload instead of the whole catalogue, which the browser loads after hydrating
 * (docs/architecture.md#first-visit). Each namespace holds its entries under their dotted ids
 * (`{ "ru": { "common": { "menu.main": "Главная" } } }`), which i18next finds as it finds nested
 * ones, so each entry's JSON is made once and a page's are only put together. A plural text comes in
 * the forms the render used: a count changed in the browser before the whole catalogue is in (a
 * like) draws as nothing until it is, and then again. The desk's namespace is left out, the desk's
 * pages bring it themselves (`client/features/desk/use-desk-translation.ts`).
 */
import type { i18n } from 'i18next';
import type { UsedEntry } from '../../shared/i18n/memo-translations.ts';
import { escapeJsonForHtml } from './ssr-context.ts';

/** Namespaces the browser's code adds itself, in full. */
const OWN_NAMESPACES = new Set(['desk']);

/** Each entry's `"id":value`, escaped for the payload's script element; null: not sent. */
const entryJson = new WeakMap<UsedEntry, string | null>();

function jsonOf(entry: UsedEntry, store: i18n): string | null {
  let json = entryJson.get(entry);
  if (json === undefined) {
    const value = OWN_NAMESPACES.has(entry.ns)
      ? undefined
      : store.getResource(entry.lng, entry.ns, entry.key);
    json =
      value === undefined ? null : escapeJsonForHtml(`${JSON.stringify(entry.key)}:${JSON.stringify(value)}`);
    entryJson.set(entry, json);
  }
  return json;
}

/**
 * The payload's JSON (escaped for its script element) of the resources for `entries`, read from
 * `store` (an instance holding the catalogues they name).
 */
export function pageStringsJson(entries: Iterable<UsedEntry>, store: i18n): string {
  const byLanguage = new Map<string, Map<string, string[]>>();
  const seen = new Set<UsedEntry>();
  for (const entry of entries) {
    if (seen.has(entry)) continue;
    seen.add(entry);
    const json = jsonOf(entry, store);
    if (json === null) continue;
    let byNs = byLanguage.get(entry.lng);
    if (!byNs) {
      byNs = new Map();
      byLanguage.set(entry.lng, byNs);
    }
    const list = byNs.get(entry.ns);
    if (list) list.push(json);
    else byNs.set(entry.ns, [json]);
  }
  const languages: string[] = [];
  for (const [lng, byNs] of byLanguage) {
    const namespaces: string[] = [];
    for (const [ns, list] of byNs) namespaces.push(`${JSON.stringify(ns)}:{${list.join(',')}}`);
    languages.push(`${JSON.stringify(lng)}:{${namespaces.join(',')}}`);
  }
  return `{${languages.join(',')}}`;
}
