/**
 * Following (docs/follows.md): the session reader's follows and digest setting, the "new for you"
 * shelf, the visit mark that moves the shelf's window, and the digest's one-click unsubscribe. The
 * reader's reads are `readerCache` reads: the web tier keeps them per reader and their own writes drop
 * them, so a page whose shelf has nothing new costs no database round trip. The unsubscribe call needs
 * no session: its signed token names the reader (docs/follows.md#leaving).
 */
import {
  DigestAnswer,
  DigestBody,
  FollowBody,
  FollowChangeAnswer,
  FollowsAnswer,
  FollowsQuery,
  NewsAnswer,
  UnsubscribeAnswer,
  UnsubscribeBody,
  VisitAnswer,
} from '../schemas/follows.ts';
import { defineCall, SMALL_BODY_LIMIT_BYTES } from './define.ts';

export const followsCalls = {
  'follows.list': defineCall({
    id: 'follows.list',
    method: 'GET',
    path: '/api/user/follows',
    summary: 'What the session reader follows, with the digest setting',
    query: FollowsQuery,
    response: FollowsAnswer,
    auth: 'required',
    readerCache: true,
  }),
  'follows.add': defineCall({
    id: 'follows.add',
    method: 'POST',
    path: '/api/user/follows/add',
    summary: 'Follow a tag (a direction is a main tag), an author or a course',
    body: FollowBody,
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: FollowChangeAnswer,
    auth: 'required',
  }),
  'follows.remove': defineCall({
    id: 'follows.remove',
    method: 'POST',
    path: '/api/user/follows/remove',
    summary: 'Stop following a tag, an author or a course',
    body: FollowBody,
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: FollowChangeAnswer,
    auth: 'required',
  }),
  'follows.digest': defineCall({
    id: 'follows.digest',
    method: 'POST',
    path: '/api/user/follows/digest',
    summary: 'Set how often the digest comes: weekly, daily or off',
    body: DigestBody,
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: DigestAnswer,
    auth: 'required',
  }),
  'follows.news': defineCall({
    id: 'follows.news',
    method: 'GET',
    path: '/api/user/new-for-you',
    summary: 'What appeared since the reader’s previous visit in what they follow, newest first, with why',
    query: FollowsQuery,
    response: NewsAnswer,
    auth: 'required',
    readerCache: true,
  }),
  'follows.visit': defineCall({
    id: 'follows.visit',
    method: 'POST',
    path: '/api/user/visit',
    summary: 'Mark a visit: the next visit’s shelf starts from here',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: VisitAnswer,
    auth: 'required',
  }),
  'digest.unsubscribe': defineCall({
    id: 'digest.unsubscribe',
    method: 'POST',
    path: '/api/digest/unsubscribe',
    summary: 'Stop the digest for the reader a signed unsubscribe token names (no session needed)',
    body: UnsubscribeBody,
    bodyEncoding: 'form',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: UnsubscribeAnswer,
    auth: 'none',
  }),
} as const;
