/**
 * Named cache policies (docs/architecture.md#the-content-cache, docs/rules.md R27): one object per
 * name drives both the cache entry's lifetimes and the Cache-Control header the answer carries. The
 * numbers come from validated configuration; the names come from the call contract.
 */
import type { CachePolicyName } from '../../shared/contract/define.ts';
import type { Config } from '../config.ts';

export type PolicyName = CachePolicyName | 'pages';

export interface CachePolicy {
  name: PolicyName;
  /** Fresh: served as a hit without asking upstream. */
  ttlMs: number;
  /** After the TTL: served stale while one background refresh runs (`stale-while-revalidate`). */
  swrMs: number;
  /** After the TTL: served stale when the upstream fails (`stale-if-error`); the entry is kept that long. */
  staleIfErrorMs: number;
  /** The Cache-Control header of an answer served under this policy. */
  cacheControl: string;
}

export type CachePolicies = Readonly<Record<PolicyName, CachePolicy>>;

const TTL_SECONDS: Record<PolicyName, keyof Config> = {
  tags: 'CACHE_TTL_TAGS_SECONDS',
  lists: 'CACHE_TTL_LISTS_SECONDS',
  item: 'CACHE_TTL_ITEM_SECONDS',
  search: 'CACHE_TTL_SEARCH_SECONDS',
  hashtags: 'CACHE_TTL_HASHTAGS_SECONDS',
  pages: 'CACHE_TTL_PAGES_SECONDS',
};

export function cachePolicies(config: Config): CachePolicies {
  const swr = config.CACHE_STALE_WHILE_REVALIDATE_SECONDS;
  const sie = config.CACHE_STALE_IF_ERROR_SECONDS;
  const entries = (Object.keys(TTL_SECONDS) as PolicyName[]).map((name): [PolicyName, CachePolicy] => {
    const ttl = config[TTL_SECONDS[name]] as number;
    // Facade JSON may live in the browser for its TTL; whole pages only in shared caches (s-maxage), so
    // a visitor's next navigation after a write asks us again.
    const lifetime = name === 'pages' ? `s-maxage=${ttl}` : `max-age=${ttl}`;
    return [
      name,
      Object.freeze({
        name,
        ttlMs: ttl * 1000,
        swrMs: swr * 1000,
        staleIfErrorMs: sie * 1000,
        cacheControl: `public, ${lifetime}, stale-while-revalidate=${swr}, stale-if-error=${sie}`,
      }),
    ];
  });
  return Object.freeze(Object.fromEntries(entries) as Record<PolicyName, CachePolicy>);
}

/** When an entry stored now under a policy stops being fresh, servable while revalidating, and kept. */
export function lifetimes(policy: CachePolicy, now: number) {
  return {
    storedAt: now,
    freshUntil: now + policy.ttlMs,
    swrUntil: now + policy.ttlMs + policy.swrMs,
    retainUntil: now + policy.ttlMs + Math.max(policy.swrMs, policy.staleIfErrorMs),
  };
}
