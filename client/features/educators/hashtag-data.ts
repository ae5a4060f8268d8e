/**
 * The hashtag tool's data in the browser (docs/product.md#content-model, docs/architecture.md#the-call-contract): the product's calls through the facade, the
 * results flattened with each item's `type` set to its group's title, and the `?tags=` form of a
 * chosen list. Pure helpers are separate from the calls so the server render and tests use them too.
 */
import type { HashtagSearchGroup, HashtagSearchItem } from '../../../shared/schemas/educators.ts';
import { MAX_TAG_ID } from '../../data/tag-query.ts';

export interface WallItem extends HashtagSearchItem {
  /** The group's title (docs/product.md#content-model): what the card shows as its kind. */
  type: string;
}

export interface ChosenTag {
  id: number;
  name: string;
}

export function flattenGroups(groups: readonly HashtagSearchGroup[]): WallItem[] {
  return groups.flatMap((group) => group.items.map((item) => ({ ...item, type: group.title })));
}

/** `?tags=1,2,3` (docs/product.md#screens): at most 20 distinct positive ids, in the order given; junk is dropped. */
export function parseTagsParam(raw: string | null, max = 20): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) continue;
    const id = Number(text);
    if (id > MAX_TAG_ID || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}

/** docs/product.md#validation: choosing a tag that is already chosen removes it. */
export function toggleTag(chosen: readonly ChosenTag[], tag: ChosenTag): ChosenTag[] {
  return chosen.some((c) => c.id === tag.id) ? chosen.filter((c) => c.id !== tag.id) : [...chosen, tag];
}

export function resultsSearch(ids: readonly number[]): string {
  return ids.length ? `?tags=${ids.join(',')}` : '';
}
