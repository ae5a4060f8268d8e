/**
 * The educators' calls (docs/architecture.md#the-call-contract, docs/product.md#roles): the hashtag tool's four reads and the contact block's message.
 * Every call needs a session; the hashtag reads also need `card_access = 1` (403 otherwise), which
 * the API decides from the session's user (R17). The answers are read from the API's per-locale
 * hashtag catalogue (see `api/educators/catalogue.ts`), since a POST answer is not the web tier's to
 * cache. The two GET twins give page loaders the same answers (loaders read by GET).
 */
import {
  AllHashtagsBody,
  AllHashtagsEducatorsBody,
  AllHashtagsEducatorsResponse,
  AllHashtagsResponse,
  CatalogueQuery,
  CatalogueResponse,
  ResultsQuery,
  SearchHashtagsBody,
  SearchHashtagsDataBody,
  SearchHashtagsDataResponse,
  SearchHashtagsResponse,
  SendMessageBody,
  SendMessageResponse,
} from '../schemas/educators.ts';
import { defineCall, SMALL_BODY_LIMIT_BYTES } from './define.ts';

/** A message of MESSAGE_MAX_CHARS characters in the worst UTF-8 case, with room for JSON. */
const MESSAGE_BODY_LIMIT_BYTES = 32 * 1024;

export const educatorsCalls = {
  'hashtags.search': defineCall({
    id: 'hashtags.search',
    method: 'POST',
    path: '/search-hashtags',
    summary: 'Hashtags whose name contains the typed text, with their number of materials',
    body: SearchHashtagsBody,
    bodyEncoding: 'json',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: SearchHashtagsResponse,
    auth: 'required',
  }),
  'hashtags.data': defineCall({
    id: 'hashtags.data',
    method: 'POST',
    path: '/search-hashtags-data',
    summary: 'Materials, courses and articles carrying any of the hashtags, in groups by kind',
    body: SearchHashtagsDataBody,
    bodyEncoding: 'json',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: SearchHashtagsDataResponse,
    auth: 'required',
  }),
  'hashtags.byCategory': defineCall({
    id: 'hashtags.byCategory',
    method: 'POST',
    path: '/api/get-all-hashtags-educators',
    summary: 'Every hashtag by category name (the tool page table)',
    body: AllHashtagsEducatorsBody,
    bodyEncoding: 'json',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: AllHashtagsEducatorsResponse,
    auth: 'required',
  }),
  'hashtags.all': defineCall({
    id: 'hashtags.all',
    method: 'POST',
    path: '/api/get-all-hashtags',
    summary: 'Every hashtag: the category list, or without a payload the flat list',
    body: AllHashtagsBody,
    bodyEncoding: 'json',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: AllHashtagsResponse,
    auth: 'required',
  }),
  'educators.message': defineCall({
    id: 'educators.message',
    method: 'POST',
    path: '/api/send-message',
    summary: "A message to the editors from the session's user, kept and mailed to EDITORS_EMAIL",
    body: SendMessageBody,
    bodyEncoding: 'json',
    bodyLimit: MESSAGE_BODY_LIMIT_BYTES,
    response: SendMessageResponse,
    auth: 'required',
  }),
  'hashtags.catalogue': defineCall({
    id: 'hashtags.catalogue',
    method: 'GET',
    path: '/api/educators/hashtags',
    summary: 'Every hashtag by category with counts, for the tool and results page loaders',
    query: CatalogueQuery,
    response: CatalogueResponse,
    auth: 'required',
  }),
  'hashtags.results': defineCall({
    id: 'hashtags.results',
    method: 'GET',
    path: '/api/educators/results',
    summary: 'The groups of search-hashtags-data for the results page loader',
    query: ResultsQuery,
    response: SearchHashtagsDataResponse,
    auth: 'required',
  }),
} as const;
