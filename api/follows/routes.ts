/**
 * The follows calls (route layer, docs/follows.md). The acting user always comes from the bearer token
 * (docs/rules.md R17); the unsubscribe call has no session and is authorised by its signed token.
 */
import { followsCalls as calls } from '../../shared/contract/follows.ts';
import { notFound } from '../errors.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { DigestService } from './digest-service.ts';
import type { FollowsService } from './service.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export interface FollowsRouteDeps {
  follows: FollowsService;
  digests: DigestService;
  tokens: UnsubscribeTokens;
}

export function registerFollowsRoutes(registerCall: RegisterCall, deps: FollowsRouteDeps): void {
  const { follows, digests, tokens } = deps;
  registerCall(calls['follows.list'], ({ query }, { user }) => follows.list(user, query.lang));
  registerCall(calls['follows.add'], ({ body }, { user }) => follows.add(user, body.kind, body.target));
  registerCall(calls['follows.remove'], ({ body }, { user }) => follows.remove(user, body.kind, body.target));
  registerCall(calls['follows.digest'], ({ body }, { user }) => follows.setDigest(user, body.digest));
  registerCall(calls['follows.news'], ({ query }, { user }) => follows.news(user, query.lang));
  registerCall(calls['follows.visit'], (_input, { user }) => follows.visit(user));
  registerCall(calls['digest.unsubscribe'], async ({ body }, { drop }) => {
    const userId = await tokens.readerOf(body.token);
    if (userId === undefined) throw notFound();
    await digests.unsubscribe(userId);
    // No session made this write: the reader's kept reads (their follows page) are dropped by name.
    drop([`reader:${userId}`]);
    return { success: true };
  });
}
