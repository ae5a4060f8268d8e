/**
 * Likes and shares. The web tier forwards the visitor's like cookie in `x-visitor-id`; the client IP
 * is `request.ip`, which honours `x-forwarded-for` only from the proxies in API_TRUST_PROXY.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { contentCalls as calls } from '../../shared/contract/content.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
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

export function registerEngagementRoutes(app: FastifyInstance, engagement: EngagementService): void {
  registerCall(app, calls['likes.increase'], ({ params }, { ip, headers }) =>
    engagement.like(params.type, params.id, { visitorId: visitorId(headers), ip }),
  );
  registerCall(app, calls['shares.increase'], ({ params }, { ip }) =>
    engagement.share(params.type, params.slug, ip),
  );
}
