/**
 * The reader's own review of the item a page shows, for its review box: asked only with a session
 * (a guest's page makes no such call and stays cacheable, and loads no form), and optional: when it
 * fails the box still offers the form, and saving answers with the review as stored.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { requestInfoContext } from '../../../shared/data/source.ts';
import type { ReviewType } from '../../../shared/logic/reviews.ts';
import type { MyReviewResponse } from '../../../shared/schemas/reviews.ts';
import { loadOptional } from '../../data/load.ts';
import { preloadReviewBox } from './ReviewBoxSlot.tsx';
import { preloadReviewForm } from './ReviewFormSlot.tsx';

export async function loadMyReview(
  args: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  type: ReviewType,
  slug: string,
): Promise<MyReviewResponse | null> {
  // The box's chunk (and, for a reader with a session, the form's) is there before the render.
  if (!args.context.get(requestInfoContext).signedIn) {
    await preloadReviewBox();
    return null;
  }
  const [mine] = await Promise.all([
    loadOptional(args, 'reviews.mine', { params: { type, slug } }),
    preloadReviewBox(),
    preloadReviewForm(),
  ]);
  return mine;
}
