/**
 * What the reading page and the offline worker say to each other (docs/offline.md): the page asks,
 * the worker answers on the message's port. Both sides import only these names, so the page's part
 * stays a few hundred bytes.
 */

/** The Cache Storage cache of kept texts: their documents, pictures and the built files they name. */
export const TEXTS_CACHE = 'offline-texts-v1';

export type KeepRequest =
  /** The reader opened a reading page: keep it (or just note the time when it was kept a moment ago). */
  | { type: 'opened'; url: string }
  /** The "keep for offline" button: pin or unpin the text. */
  | { type: 'pin'; url: string; pinned: boolean };

export interface KeepAnswer {
  /** Whether the text is kept now, and pinned. */
  kept: boolean;
  pinned: boolean;
}
