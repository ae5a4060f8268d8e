/**
 * The engagement calls: likes and shares (anyone), comments (anyone reads, users write), favourites
 * and progress (users). The web tier forwards the visitor's like cookie in `x-visitor-id` (with
 * `x-visitor-new: 1` when it made the id because the request had no cookie); the client
 * IP is `request.ip`, which honours `x-forwarded-for` only from the proxies in API_TRUST_PROXY. The
 * acting user comes from the session's token through the accounts domain, never from a body (R17).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { contentCalls } from '../../shared/contract/content.ts';
import { engagementCalls } from '../../shared/contract/engagement.ts';
import { ApiError } from '../errors.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { CommentsService } from './comments-service.ts';
import type { ReaderService } from './reader-service.ts';
import type { EngagementService } from './service.ts';

export const VISITOR_HEADER = 'x-visitor-id';
/** Set by the web tier when it made the visitor id for this very like: the request carried no cookie. */
export const NEW_VISITOR_HEADER = 'x-visitor-new';
const VISITOR_ID = /^[A-Za-z0-9_-]{8,128}$/;

function visitorId(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[VISITOR_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !VISITOR_ID.test(value)) {
    throw new ApiError('validation_failed', {
      field: VISITOR_HEADER,
      message: `${VISITOR_HEADER}: invalid visitor id`,
    });
  }
  return value;
}

export interface EngagementRouteDeps {
  engagement: EngagementService;
  comments: CommentsService;
  reader: ReaderService;
}

export function registerEngagementRoutes(registerCall: RegisterCall, deps: EngagementRouteDeps): void {
  const { engagement, comments, reader } = deps;

  registerCall(contentCalls['likes.increase'], ({ params }, { ip, headers, user }) =>
    engagement.like(params.type, params.id, {
      userId: user?.id,
      visitorId: visitorId(headers),
      newVisitor: headers[NEW_VISITOR_HEADER] === '1',
      ip,
    }),
  );
  registerCall(contentCalls['likes.state'], ({ params }, { headers, user }) =>
    engagement.likeState(params.type, params.id, { userId: user?.id, visitorId: visitorId(headers) }),
  );
  registerCall(contentCalls['shares.increase'], ({ params }, { ip }) =>
    engagement.share(params.type, params.slug, ip),
  );
  registerCall(engagementCalls['comments.list'], ({ params, query }) =>
    comments.list(params.type, params.slug, query.lang),
  );
  registerCall(engagementCalls['comments.create'], ({ params, body }, { user }) =>
    comments.create(params.type, params.slug, user, {
      content: body.content,
      lang: body.lang,
      claimedUserId: body.user_id,
    }),
  );
  registerCall(engagementCalls['favorites.toggle'], ({ params, body }, { user }) =>
    reader.changeFavourite(user, body.type, params.id, params.action),
  );
  registerCall(engagementCalls['progress.active'], ({ body }, { user }) =>
    reader.recordProgress(user, body.material_id, 'active'),
  );
  registerCall(engagementCalls['progress.archive'], ({ body }, { user }) =>
    reader.recordProgress(user, body.material_id, 'archived'),
  );
}
