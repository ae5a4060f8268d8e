/** The comment-safety calls, registered from `shared/contract/moderation.ts`; both need a session. */
import { moderationCalls as calls } from '../../shared/contract/moderation.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { ModerationService } from './service.ts';

export function registerModerationRoutes(registerCall: RegisterCall, moderation: ModerationService): void {
  registerCall(calls['comments.report'], ({ params }, { user }) => moderation.report(user.id, params.id));
  registerCall(calls['comments.mine'], ({ params, query }, { user }) =>
    moderation.waiting(user.id, params.type, params.slug, query.lang),
  );
}
