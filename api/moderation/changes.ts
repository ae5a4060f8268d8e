/**
 * What a moderation decision changed, for the web tier's caches (DESIGN §5: writes invalidate). The
 * facade drops cached answers after the writes that pass through it; an admin command runs inside the
 * API, so it announces the items whose comments it changed here. With the API embedded in the web
 * server (`npm start`) the web tier listens and drops those items' answers and pages at once
 * (`server/embedded-api.ts`); a separate web tier sees the change when its copies expire (their TTL).
 */
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

/** The web tier's cache tags of one item (`server/cache/keys.ts`: `{kind}#{id}` and `{kind}@{slug}`). */
export function itemTags(type: string, id: number, slug: string | null): string[] {
  return slug ? [`${type}#${id}`, `${type}@${slug}`] : [`${type}#${id}`];
}
