/** The sitemap's reads: not cached by the web tier, whose sitemap keeps what it needs. */
import {
  SitemapEntriesQuery,
  SitemapEntriesResponse,
  SitemapFilesQuery,
  SitemapFilesResponse,
  SitemapKindParams,
} from '../schemas/sitemap.ts';
import { defineCall } from './define.ts';

export const sitemapCalls = {
  'sitemap.files': defineCall({
    id: 'sitemap.files',
    method: 'GET',
    path: '/api/sitemap/:kind',
    summary: 'The published items of a kind split into sitemap files of `per_file` items, by id',
    params: SitemapKindParams,
    query: SitemapFilesQuery,
    response: SitemapFilesResponse,
    auth: 'none',
  }),
  'sitemap.entries': defineCall({
    id: 'sitemap.entries',
    method: 'GET',
    path: '/api/sitemap/:kind/entries',
    summary: 'Published items of a kind with an id in (after, until], by id, with their translations',
    params: SitemapKindParams,
    query: SitemapEntriesQuery,
    response: SitemapEntriesResponse,
    auth: 'none',
  }),
};
