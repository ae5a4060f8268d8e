/**
 * The interface catalogues' namespaces, one JSON file each per locale in `locales/{ru,en}/`. `desk` is
 * in the server's catalogue only; the desk's pages bring it to the browser themselves.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'content',
  'educators',
  'profile',
  'http',
  'search',
  'map',
  'library',
  'lessonSets',
  'chat',
  'access',
  'moderation',
  'reach',
  'reviews',
  'drafts',
  'follows',
  'offline',
  'desk',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
