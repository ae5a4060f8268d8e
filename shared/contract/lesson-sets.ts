/**
 * Lesson sets: the owner's calls need a session and card access (403 otherwise, as the
 * hashtag tool), take no user id (R17) and answer 404 for a set that is not the caller's. The one
 * public call reads a set by its link's secret, with no account; it names no cache policy, so a
 * revoked link is a 404 at once.
 */
import {
  AddToLessonSetBody,
  CreateLessonSetBody,
  DeletedAnswer,
  LessonSetIdParams,
  LessonSetList,
  LessonSetSummary,
  NoBody,
  RemoveFromLessonSetBody,
  RenameLessonSetBody,
  SharedSet,
  SharedSetQuery,
  ShareTokenParams,
} from '../schemas/lesson-sets.ts';
import { defineCall } from './define.ts';

/** R23: at most LESSON_SET_ITEMS_MAX references of about 30 bytes, and a name. */
const BODY_LIMIT_BYTES = 16 * 1024;
const EMPTY_BODY_LIMIT_BYTES = 1024;

/** A change to one of the owner's sets that needs nothing but its id. */
const OWN_SET_BY_ID = {
  params: LessonSetIdParams,
  body: NoBody,
  bodyEncoding: 'json',
  bodyLimit: EMPTY_BODY_LIMIT_BYTES,
  auth: 'required',
} as const;

export const lessonSetsCalls = {
  'lessonSets.list': defineCall({
    id: 'lessonSets.list',
    method: 'GET',
    path: '/api/lesson-sets',
    summary: "The session user's lesson sets, newest first",
    response: LessonSetList,
    auth: 'required',
  }),
  'lessonSets.create': defineCall({
    id: 'lessonSets.create',
    method: 'POST',
    path: '/api/lesson-sets',
    summary: 'A new named set of materials, courses and articles, with a read-only link',
    body: CreateLessonSetBody,
    bodyEncoding: 'json',
    bodyLimit: BODY_LIMIT_BYTES,
    response: LessonSetSummary,
    auth: 'required',
  }),
  'lessonSets.add': defineCall({
    id: 'lessonSets.add',
    method: 'POST',
    path: '/api/lesson-sets/:id/items',
    summary: 'Adds items to the end of one of the user’s sets (those already in it stay where they are)',
    params: LessonSetIdParams,
    body: AddToLessonSetBody,
    bodyEncoding: 'json',
    bodyLimit: BODY_LIMIT_BYTES,
    response: LessonSetSummary,
    auth: 'required',
  }),
  'lessonSets.items': defineCall({
    id: 'lessonSets.items',
    method: 'GET',
    path: '/api/lesson-sets/:id/items',
    summary: 'One of the user’s sets with its published items, whether or not it has a link',
    params: LessonSetIdParams,
    query: SharedSetQuery,
    response: SharedSet,
    auth: 'required',
  }),
  'lessonSets.removeItems': defineCall({
    id: 'lessonSets.removeItems',
    method: 'POST',
    path: '/api/lesson-sets/:id/items/remove',
    summary: 'Takes items out of one of the user’s sets',
    params: LessonSetIdParams,
    body: RemoveFromLessonSetBody,
    bodyEncoding: 'json',
    bodyLimit: BODY_LIMIT_BYTES,
    response: LessonSetSummary,
    auth: 'required',
  }),
  'lessonSets.rename': defineCall({
    id: 'lessonSets.rename',
    method: 'POST',
    path: '/api/lesson-sets/:id/rename',
    summary: 'Renames one of the user’s sets',
    params: LessonSetIdParams,
    body: RenameLessonSetBody,
    bodyEncoding: 'json',
    bodyLimit: EMPTY_BODY_LIMIT_BYTES,
    response: LessonSetSummary,
    auth: 'required',
  }),
  'lessonSets.delete': defineCall({
    id: 'lessonSets.delete',
    method: 'POST',
    path: '/api/lesson-sets/:id/delete',
    summary: 'Deletes one of the user’s sets (its link stops working)',
    ...OWN_SET_BY_ID,
    response: DeletedAnswer,
  }),
  'lessonSets.revoke': defineCall({
    id: 'lessonSets.revoke',
    method: 'POST',
    path: '/api/lesson-sets/:id/revoke-link',
    summary: 'Revokes the read-only link of one of the user’s sets (it answers 404 from now on)',
    ...OWN_SET_BY_ID,
    response: LessonSetSummary,
  }),
  'lessonSets.renew': defineCall({
    id: 'lessonSets.renew',
    method: 'POST',
    path: '/api/lesson-sets/:id/new-link',
    summary: 'Gives one of the user’s sets a new read-only link (any previous one stops working)',
    ...OWN_SET_BY_ID,
    response: LessonSetSummary,
  }),
  'lessonSets.shared': defineCall({
    id: 'lessonSets.shared',
    method: 'GET',
    path: '/api/lesson-sets/shared/:token',
    summary: 'A set by its read-only link, for anyone: its name and its published items',
    params: ShareTokenParams,
    query: SharedSetQuery,
    response: SharedSet,
    auth: 'none',
  }),
} as const;
