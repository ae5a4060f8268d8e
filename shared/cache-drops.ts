/**
 * The cache drop message both tiers speak: what a write tells every web instance to drop,
 * carried by PostgreSQL `NOTIFY` on `DROP_CHANNEL`. The web tier listens and publishes its writes'
 * drops (`server/cache/drop-bus.ts`); the content API announces writes made past the web tier, such
 * as a content import (`api/cache-drops.ts`). A message is `{"from": sender, "tags": [...]}`; the tag
 * `*` means everything.
 */
export const DROP_CHANNEL = 'da_cache_drops';
/** Drops everything: what a content import announces. */
export const DROP_ALL = '*';

/**
 * What a reader sees of their own (docs/architecture.md#the-reader-cache): the web tier keeps those
 * answers and the reader's sessions under this tag, and anything that changes a user names it (the
 * API on every write a signed-in user makes, and on every change it makes to a user past the web tier).
 */
export const READER_TAG_PREFIX = 'reader:';

export function readerTag(userId: number): string {
  return `${READER_TAG_PREFIX}${userId}`;
}

/**
 * A write's answer from the content API may name more tags to drop than its contract entry can (a
 * profile change shown in comment lists, a review on a course): space-separated in this header. The
 * web tier's gateway drops them with the contract's and publishes them; the header never reaches a
 * browser (the facade sends the answer's data, not the upstream's headers).
 */
export const CACHE_DROPS_HEADER = 'x-cache-drops';
const MAX_HEADER_TAGS = 500;
const TAG = /^[^\s]{1,200}$/;

/** The tags of a `CACHE_DROPS_HEADER` value (at most 500, each without white space). */
export function dropHeaderTags(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const text = Array.isArray(value) ? value.join(' ') : value;
  return text
    .split(/\s+/)
    .filter((tag) => TAG.test(tag))
    .slice(0, MAX_HEADER_TAGS);
}

/** PostgreSQL's NOTIFY payload must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7000;

/** Splits tags into NOTIFY payloads under the size limit. */
export function dropPayloads(from: string, tags: readonly string[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  const base = Buffer.byteLength(JSON.stringify({ from, tags: [] }));
  for (const tag of tags) {
    const size = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (batch.length > 0 && base + bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ from, tags: batch }));
      batch = [];
      bytes = 0;
    }
    batch.push(tag);
    bytes += size;
  }
  if (batch.length > 0) payloads.push(JSON.stringify({ from, tags: batch }));
  return payloads;
}

/** A message from the channel: the tags, unless it is malformed or this instance's own. */
export function parseDrop(payload: string | undefined, self: string): string[] | null {
  if (!payload) return null;
  try {
    const message = JSON.parse(payload) as { from?: unknown; tags?: unknown };
    if (message.from === self || !Array.isArray(message.tags)) return null;
    const tags = message.tags.filter((tag): tag is string => typeof tag === 'string');
    return tags.length > 0 ? tags : null;
  } catch {
    return null;
  }
}
