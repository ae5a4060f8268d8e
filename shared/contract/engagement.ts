/**
 * The reader's calls (docs/architecture.md#the-call-contract): comments, favourites and progress. Likes and shares are content calls
 * (`content.ts`). The acting user always comes from the session's token (docs/rules.md R17).
 */
import {
  CommentBody,
  CommentsParams,
  CommentsQuery,
  CommentsResponse,
  CreateCommentResponse,
  FavouriteBody,
  FavouriteParams,
  FavouriteResponse,
  ProgressBody,
  ProgressResponse,
} from '../schemas/engagement.ts';
import { defineCall, SMALL_BODY_LIMIT_BYTES } from './define.ts';

export const engagementCalls = {
  /**
   * Comments are public, so the list is cached like other lists, tagged with the item its params
   * name: `comments.create` through the facade drops it and the pages that show it, so a new comment
   * shows at once.
   */
  'comments.list': defineCall({
    id: 'comments.list',
    method: 'GET',
    path: '/api/:type/:slug/comments',
    summary: 'Comments on an item in one language, newest first, with their count',
    params: CommentsParams,
    query: CommentsQuery,
    response: CommentsResponse,
    auth: 'none',
    cache: 'lists',
    cacheTags: { kindParam: 'type', slugParam: 'slug' },
  }),
  'comments.create': defineCall({
    id: 'comments.create',
    method: 'POST',
    path: '/api/:type/:slug/',
    summary: "Comment on an item as the session's user",
    params: CommentsParams,
    body: CommentBody,
    bodyEncoding: 'form',
    response: CreateCommentResponse,
    auth: 'required',
    invalidates: { kindParam: 'type', slugParam: 'slug' },
  }),
  'favorites.toggle': defineCall({
    id: 'favorites.toggle',
    method: 'POST',
    path: '/api/favorite/:id/:action',
    summary: 'Add a material or a course to the favourites, or delete it from them',
    params: FavouriteParams,
    body: FavouriteBody,
    bodyEncoding: 'json',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: FavouriteResponse,
    auth: 'required',
  }),
  'progress.active': defineCall({
    id: 'progress.active',
    method: 'POST',
    path: '/api/user/add-to-active',
    summary: 'Record a material as opened (active) by the user',
    body: ProgressBody,
    bodyEncoding: 'form',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: ProgressResponse,
    auth: 'required',
  }),
  'progress.archive': defineCall({
    id: 'progress.archive',
    method: 'POST',
    path: '/api/user/add-to-archive',
    summary: 'Record a material as finished (archived) by the user',
    body: ProgressBody,
    bodyEncoding: 'form',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: ProgressResponse,
    auth: 'required',
  }),
} as const;
