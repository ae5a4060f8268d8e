/**
 * The reader's own review of the item a page shows, for its review box: asked only with a session
 * (a guest's page makes no such call and stays cacheable), and optional: when it fails the box still
 * offers the form, and saving answers with the review as stored.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { requestInfoContext } from '../../../shared/data/source.ts';
import type { MyReviewResponse, ReviewType } from '../../../shared/schemas/reviews.ts';
import { loadOptional } from '../../data/load.ts';

export function loadMyReview(
  args: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  type: ReviewType,
  slug: string,
): Promise<MyReviewResponse | null> {
  if (!args.context.get(requestInfoContext).signedIn) return Promise.resolve(null);
  return loadOptional(args, 'reviews.mine', { params: { type, slug } });
}
