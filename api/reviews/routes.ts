/**
 * The review calls (route layer). Each is validated by its call definition; the acting user always
 * comes from the bearer token through the accounts domain, never from a body (R17), and a call
 * without a session is 401.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { reviewsCalls } from '../../shared/contract/reviews.ts';
import type { ActingUser } from '../engagement/comments-service.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { ReviewsService } from './service.ts';

export interface ReviewsRouteDeps {
  reviews: ReviewsService;
  actingUser: (headers: IncomingHttpHeaders) => Promise<ActingUser | null>;
}

export function registerReviewsRoutes(app: FastifyInstance, deps: ReviewsRouteDeps): void {
  const { reviews, actingUser } = deps;
  const signedIn = async (headers: IncomingHttpHeaders): Promise<ActingUser> => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    return user;
  };

  registerCall(app, reviewsCalls['reviews.mine'], async ({ params }, { headers }) =>
    reviews.mine(await signedIn(headers), params.type, params.slug),
  );
  registerCall(app, reviewsCalls['reviews.save'], async ({ params, body }, { headers }) =>
    reviews.save(await signedIn(headers), params.type, params.slug, {
      rating: body.rating,
      text: body.text,
      claimed: [body.user_id, body.userId],
    }),
  );
  registerCall(app, reviewsCalls['reviews.delete'], async ({ params, body }, { headers }) =>
    reviews.remove(await signedIn(headers), params.type, params.slug, [body.user_id, body.userId]),
  );
  registerCall(app, reviewsCalls['reviews.list'], async ({ query }, { headers }) =>
    reviews.list(await signedIn(headers), query.lang),
  );
}
