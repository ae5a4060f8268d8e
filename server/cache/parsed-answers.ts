/**
 * Cached answers are stored as JSON bytes (their size is what the content cache budgets), and every
 * render used to parse them again: a twentieth of a material page's render. The parsed form of the
 * answers in use is kept here, bounded by the bytes it came from, and handed to every render that
 * reads the same stored answer. It is deeply frozen, so code that would change shared data throws at
 * once instead of leaking one request's changes into another's page.
 */
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../../shared/data/frozen.ts';
import type { CachedAnswer } from './content-cache.ts';

/** JSON bytes whose parsed form is kept; parsed objects take a few times their JSON's size. */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

const parsed = new LRUCache<CachedAnswer, object>({
  maxSize: MAX_SOURCE_BYTES,
  sizeCalculation: (_value, answer) => Math.max(1, answer.body.length),
});

/** The answer's data: parsed once per stored answer (a refreshed answer is a new object), then shared. */
export function parsedAnswer(answer: CachedAnswer): unknown {
  const known = parsed.get(answer);
  if (known !== undefined) return known;
  const value = JSON.parse(answer.body.toString('utf8')) as unknown;
  // Only a shared answer is frozen: frozen data keys the server's block store by identity, and a
  // copy parsed for one render would only fill it with blocks nobody asks for again.
  if (value && typeof value === 'object' && answer.body.length <= MAX_SOURCE_BYTES / 8)
    parsed.set(answer, deepFreeze(value));
  return value;
}
