/**
 * Every call of the product, by domain. Each domain file exports its calls as one object; `allCalls` is
 * what the facade, the content API and the OpenAPI document iterate over, and `CallId` is how loaders
 * and the browser name a call (the browser gets only the wire facts, see `wire.ts`).
 * A new domain adds its import, its entry in `domains` and its member of `Call`.
 */
import { accessCalls } from './access.ts';
import { accountsCalls } from './accounts.ts';
import { chatCalls } from './chat.ts';
import { contentCalls } from './content.ts';
import type { CallDef } from './define.ts';
import { deskCalls } from './desk.ts';
import { educatorsCalls } from './educators.ts';
import { engagementCalls } from './engagement.ts';
import { followsCalls } from './follows.ts';
import { lessonSetsCalls } from './lesson-sets.ts';
import { moderationCalls } from './moderation.ts';
import { profileCalls } from './profile.ts';
import { reviewsCalls } from './reviews.ts';
import { sitemapCalls } from './sitemap.ts';

type ValuesOf<T> = T[keyof T];

const domains = [
  contentCalls,
  engagementCalls,
  accountsCalls,
  profileCalls,
  educatorsCalls,
  lessonSetsCalls,
  chatCalls,
  accessCalls,
  moderationCalls,
  sitemapCalls,
  reviewsCalls,
  followsCalls,
  deskCalls,
];
export type Call =
  | ValuesOf<typeof contentCalls>
  | ValuesOf<typeof engagementCalls>
  | ValuesOf<typeof accountsCalls>
  | ValuesOf<typeof profileCalls>
  | ValuesOf<typeof educatorsCalls>
  | ValuesOf<typeof lessonSetsCalls>
  | ValuesOf<typeof chatCalls>
  | ValuesOf<typeof accessCalls>
  | ValuesOf<typeof moderationCalls>
  | ValuesOf<typeof sitemapCalls>
  | ValuesOf<typeof reviewsCalls>
  | ValuesOf<typeof followsCalls>
  | ValuesOf<typeof deskCalls>;

export type CallId = Call['id'];
export type CallById<I extends CallId> = Extract<Call, { id: I }>;

export const allCalls: readonly CallDef[] = domains.flatMap((domain) => Object.values(domain) as CallDef[]);

export const callsById: ReadonlyMap<string, CallDef> = new Map(allCalls.map((call) => [call.id, call]));

/**
 * Throws when two calls share an id or a method and path (tests/shared/contract/index.test.ts runs it
 * on the contract, so such a pair fails `npm test` rather than the first request).
 */
export function assertContractIsConsistent(calls: readonly CallDef[] = allCalls): void {
  const seen = new Set<string>();
  for (const call of calls) {
    const key = `${call.method} ${call.path}`;
    if (seen.has(key)) throw new Error(`two calls answer ${key}`);
    seen.add(key);
  }
  if (new Set(calls.map((call) => call.id)).size !== calls.length) throw new Error('two calls share an id');
}
