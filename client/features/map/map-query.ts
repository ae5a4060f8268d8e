/**
 * The map page's filters in the URL: `part` (a part of the Tanakh; absent means all),
 * `tags` (directions, a JSON array of tag ids as on the lists) and `places` (place slugs, comma
 * separated: the places a text names). `parseMapSearch` reads any query string to the nearest valid
 * state and says whether it had to change anything; `mapSearch` writes the one canonical form.
 */
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { PlaceSummary } from '../../../shared/schemas/content.ts';
import { parseTagIds } from '../../data/tag-query.ts';

export type TanakhPart = NonNullable<PlaceSummary['tanakh_part']>;

// Copies of the schemas' values (shared/schemas pulls zod, which stays out of the browser bundle);
// tests/client/features/map/map-query.test.ts holds them equal.
export const TANAKH_PARTS: readonly TanakhPart[] = ['torah', 'neviim', 'ketuvim'];
export const PLACES_FILTER_MAX = 50;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export interface MapState {
  part: TanakhPart | null;
  tags: number[];
  places: string[];
}

function parsePlaces(raw: string): string[] {
  const slugs = raw.split(',').filter((slug) => SLUG.test(slug));
  return [...new Set(slugs)].sort().slice(0, PLACES_FILTER_MAX);
}

export function parseMapSearch(search: URLSearchParams): { state: MapState; changed: boolean } {
  let changed = false;
  const single = (key: string): string | null => {
    const all = search.getAll(key);
    if (all.length > 1) changed = true;
    return all[0] ?? null;
  };
  const state: MapState = { part: null, tags: [], places: [] };

  const part = single('part');
  if (part !== null) {
    if ((TANAKH_PARTS as readonly string[]).includes(part)) state.part = part as TanakhPart;
    else changed = true;
  }
  const tags = single('tags');
  if (tags !== null) {
    state.tags = parseTagIds(tags) ?? [];
    if (state.tags.length === 0 || JSON.stringify(state.tags) !== tags.replace(/\s+/g, '')) changed = true;
  }
  const places = single('places');
  if (places !== null) {
    state.places = parsePlaces(places);
    if (state.places.length === 0 || state.places.join(',') !== places) changed = true;
  }
  return { state, changed };
}

/** The canonical query string (with its `?`, or empty): defaults left out, keys in a fixed order. */
export function mapSearch(state: MapState): string {
  // Keys in alphabetical order: the page cache writes a page's query that way (page-cache-key.ts).
  const parts: string[] = [];
  if (state.part) parts.push(`part=${state.part}`);
  if (state.places.length > 0) parts.push(`places=${state.places.join(',')}`);
  if (state.tags.length > 0) parts.push(`tags=${encodeURIComponent(JSON.stringify(state.tags))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function mapHref(locale: Locale, state: Partial<MapState> = {}): string {
  return `${href('map', locale)}${mapSearch({ part: null, tags: [], places: [], ...state })}`;
}

/** The state with one direction added, or removed when it was chosen. */
export function toggleTag(state: MapState, tagId: number): MapState {
  const tags = state.tags.includes(tagId)
    ? state.tags.filter((id) => id !== tagId)
    : [...state.tags, tagId].sort((a, b) => a - b);
  return { ...state, tags };
}
