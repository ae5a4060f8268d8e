/**
 * What a moderation decision changed, for the web tier's caches (docs/architecture.md#the-content-cache: writes invalidate). The
 * facade drops cached answers after the writes that pass through it; an admin command runs inside the
 * API, so it says which items' comments it changed in two ways: inside its transaction it announces
 * the drop on PostgreSQL's channel (`api/cache-drops.ts`), which web instances sharing that database
 * hear on commit; and here, in process, for the web tier that embeds this API (`npm start` on PGlite,
 * where there is no channel to listen on: `server/embedded-api.ts`).
 */
import { readerTag } from '../../shared/cache-drops.ts';

export type ChangeListener = (tags: readonly string[]) => void;

export class ContentChanges {
  readonly #listeners = new Set<ChangeListener>();

  /** Calls `listener` with the cache tags of every change; answers the function that stops it. */
  on(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  announce(tags: readonly string[]): void {
    for (const listener of this.#listeners) listener(tags);
  }
}

/**
 * What a moderation decision changes: the comment's item, and its author's reader (their comment count,
 * docs/architecture.md#the-reader-cache).
 */
export function decisionTags(decision: {
  item_type: string;
  item_id: number;
  slug: string | null;
  user_id: number;
}): string[] {
  return [...itemTags(decision.item_type, decision.item_id, decision.slug), readerTag(decision.user_id)];
}

/** The web tier's cache tags of one item (`server/cache/keys.ts`: `{kind}#{id}` and `{kind}@{slug}`). */
export function itemTags(type: string, id: number, slug: string | null): string[] {
  return slug ? [`${type}#${id}`, `${type}@${slug}`] : [`${type}#${id}`];
}
