/**
 * Tag ids in an address: the lists, the map and the search take them as a JSON array (`tags=[3,1]`),
 * as docs/architecture.md#the-call-contract sends them. Junk is dropped rather than refused, so an
 * edited address still opens the page; the ids come back sorted and distinct, which is the form the
 * canonical address uses.
 */
import { LIMITS } from '../../shared/constants.ts';

/** The largest id a tag can have (a PostgreSQL integer). */
export const MAX_TAG_ID = 2_147_483_647;

/** The valid ids of a JSON array, sorted, distinct and at most `LIMITS.tagsMax`; null when it is no array. */
export function parseTagIds(raw: string): number[] | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const ids = value.filter(
    (id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_TAG_ID,
  );
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, LIMITS.tagsMax);
}
