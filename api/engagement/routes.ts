/**
 * The engagement calls: likes and shares (anyone), comments (anyone reads, users write), favourites
 * and progress (users). The web tier forwards the visitor's like cookie in `x-visitor-id`; the client
 * IP is `request.ip`, which honours `x-forwarded-for` only from the proxies in API_TRUST_PROXY. The
 * acting user comes from the session's token through the accounts domain, never from a body (R17).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { contentCalls } from '../../shared/contract/content.ts';
import { engagementCalls } from '../../shared/contract/engagement.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { ActingUser, CommentsService } from './comments-service.ts';
import type { ReaderService } from './reader-service.ts';
import type { EngagementService } from './service.ts';

export const VISITOR_HEADER = 'x-visitor-id';
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
  /** The user of the request's bearer token, or null (the accounts domain decides). */
  actingUser: (headers: IncomingHttpHeaders) => Promise<ActingUser | null>;
}

export function registerEngagementRoutes(app: FastifyInstance, deps: EngagementRouteDeps): void {
  const { engagement, comments, reader, actingUser } = deps;
  const signedIn = async (headers: IncomingHttpHeaders): Promise<ActingUser> => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    return user;
  };

  registerCall(app, contentCalls['likes.increase'], async ({ params }, { ip, headers }) => {
    const user = await actingUser(headers);
    return engagement.like(params.type, params.id, { userId: user?.id, visitorId: visitorId(headers), ip });
  });
  registerCall(app, contentCalls['likes.state'], async ({ params }, { headers }) => {
    const user = await actingUser(headers);
    return engagement.likeState(params.type, params.id, { userId: user?.id, visitorId: visitorId(headers) });
  });
  registerCall(app, contentCalls['shares.increase'], ({ params }, { ip }) =>
    engagement.share(params.type, params.slug, ip),
  );
  registerCall(app, engagementCalls['comments.list'], ({ params, query }) =>
    comments.list(params.type, params.slug, query.lang),
  );
  registerCall(app, engagementCalls['comments.create'], async ({ params, body }, { headers }) =>
    comments.create(params.type, params.slug, await signedIn(headers), {
      content: body.content,
      lang: body.lang,
      claimedUserId: body.user_id,
    }),
  );
  registerCall(app, engagementCalls['favorites.toggle'], async ({ params, body }, { headers }) =>
    reader.changeFavourite(await signedIn(headers), body.type, params.id, params.action),
  );
  registerCall(app, engagementCalls['progress.active'], async ({ body }, { headers }) =>
    reader.recordProgress(await signedIn(headers), body.material_id, 'active'),
  );
  registerCall(app, engagementCalls['progress.archive'], async ({ body }, { headers }) =>
    reader.recordProgress(await signedIn(headers), body.material_id, 'archived'),
  );
}
