/**
 * The review calls (route layer). Each is validated by its call definition; the acting user always
 * comes from the bearer token through the accounts domain, never from a body (R17), and a call
 * without a session is 401.
 */
import { reviewsCalls } from '../../shared/contract/reviews.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { ReviewsService } from './service.ts';

export function registerReviewsRoutes(registerCall: RegisterCall, reviews: ReviewsService): void {
  registerCall(reviewsCalls['reviews.mine'], ({ params }, { user }) =>
    reviews.mine(user, params.type, params.slug),
  );
  registerCall(reviewsCalls['reviews.save'], ({ params, body }, { user }) =>
    reviews.save(user, params.type, params.slug, {
      rating: body.rating,
      text: body.text,
      claimed: [body.user_id, body.userId],
    }),
  );
  registerCall(reviewsCalls['reviews.delete'], ({ params, body }, { user }) =>
    reviews.remove(user, params.type, params.slug, [body.user_id, body.userId]),
  );
  registerCall(reviewsCalls['reviews.list'], ({ query }, { user }) => reviews.list(user, query.lang));
}
