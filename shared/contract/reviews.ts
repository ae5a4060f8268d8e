/**
 * The review calls (docs/product.md#content-and-engagement): a signed-in reader's rating (1–5) and optional comment of a
 * material or a course, one per reader and item, editable and deletable, and the list of their own
 * reviews for the personal area. None takes a user id: whose review is read or written comes from the
 * session's token alone (docs/rules.md R17), and a `user_id`/`userId` in a body is ignored. A save or a
 * delete changes the item's average and count, which its cached answers, cards and pages show, so
 * both drop them (`invalidates`).
 */
import {
  DeleteReviewBody,
  DeleteReviewResponse,
  MyReviewResponse,
  MyReviewsQuery,
  MyReviewsResponse,
  ReviewBody,
  ReviewParams,
  SaveReviewResponse,
} from '../schemas/reviews.ts';
import { defineCall } from './define.ts';

/** R23: a rating and a comment of at most 2 000 characters (four bytes each, escaped in JSON). */
const REVIEW_BODY_LIMIT_BYTES = 32 * 1024;

export const reviewsCalls = {
  'reviews.mine': defineCall({
    id: 'reviews.mine',
    method: 'GET',
    path: '/api/:type/:slug/review',
    summary: "The session user's review of a material or a course, and the item's average and count",
    params: ReviewParams,
    response: MyReviewResponse,
    auth: 'required',
    readerCache: true,
    cacheTags: { kindParam: 'type', slugParam: 'slug' },
  }),
  'reviews.save': defineCall({
    id: 'reviews.save',
    method: 'POST',
    path: '/api/:type/:slug/review',
    summary: "Rate a material or a course 1-5 with an optional comment as the session's user (again: edit)",
    params: ReviewParams,
    body: ReviewBody,
    bodyEncoding: 'json',
    bodyLimit: REVIEW_BODY_LIMIT_BYTES,
    response: SaveReviewResponse,
    auth: 'required',
    invalidates: { kindParam: 'type', slugParam: 'slug' },
  }),
  'reviews.delete': defineCall({
    id: 'reviews.delete',
    method: 'POST',
    path: '/api/:type/:slug/review/delete',
    summary: "Delete the session user's review of a material or a course",
    params: ReviewParams,
    body: DeleteReviewBody,
    bodyEncoding: 'json',
    bodyLimit: 4 * 1024,
    response: DeleteReviewResponse,
    auth: 'required',
    invalidates: { kindParam: 'type', slugParam: 'slug' },
  }),
  'reviews.list': defineCall({
    id: 'reviews.list',
    method: 'GET',
    path: '/api/user/reviews',
    summary: "The session user's reviews with the items they rate, the last edited first",
    query: MyReviewsQuery,
    response: MyReviewsResponse,
    auth: 'required',
  }),
} as const;
