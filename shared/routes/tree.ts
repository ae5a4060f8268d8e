/**
 * The product's routes (docs/product.md#screens), by name. This file is pure data: the server reads it for redirects,
 * guards and the sitemap; `client/app/routes.ts` turns it into React Router route objects for both
 * sides.
 * `id` is the route name; `titleKey` the page title in the `common` catalogue; `ruOnly` routes exist in
 * Russian only (docs/product.md#screens), so their English address sends the visitor to the Russian page.
 */
export interface RouteNode {
  id: string;
  path?: string;
  index?: true;
  titleKey?: string;
  /** Needs a session; without one the visitor goes to the site root (docs/product.md#screens, route guard). */
  protected?: true;
  ruOnly?: true;
  /**
   * The books area (docs/architecture.md#rendering): no locale in the path; the English version is the same address with
   * `?lang=en`, the bare address is the Russian one.
   */
  langQuery?: true;
  /** Listed in the sitemap. */
  indexable?: true;
  children?: readonly RouteNode[];
}

export const localeRoutes = [
  { id: 'main', index: true, titleKey: 'pages.main', indexable: true },
  { id: 'materials', path: 'materials', titleKey: 'pages.materials', indexable: true },
  { id: 'material', path: 'materials/:slug', titleKey: 'pages.material' },
  { id: 'courses', path: 'courses', titleKey: 'pages.courses', indexable: true },
  { id: 'course', path: 'courses/:slug', titleKey: 'pages.course' },
  { id: 'about-project', path: 'about-project', titleKey: 'pages.aboutProject', indexable: true },
  { id: 'about-team', path: 'about-team', titleKey: 'pages.aboutTeam', indexable: true },
  { id: 'politics', path: 'politics', titleKey: 'pages.politics', indexable: true },
  { id: 'terms', path: 'terms', titleKey: 'pages.terms', indexable: true },
  { id: 'page-search', path: 'search', titleKey: 'pages.search' },
  { id: 'tag-search', path: 'tag-search', titleKey: 'pages.tagSearch' },
  { id: 'hashtags-landing', path: 'hashtags-landing', titleKey: 'pages.hashtagsLanding' },
  { id: 'hashtags-search-result', path: 'hashtags-search-result', titleKey: 'pages.hashtagsResults' },
  { id: 'da-for-educators', path: 'da-for-educators', titleKey: 'pages.daForEducators', ruOnly: true },
  { id: 'profile-data', path: 'profile/data', titleKey: 'pages.profileData' },
  { id: 'profile-favorites', path: 'profile/favorites', titleKey: 'pages.profileFavorites' },
  { id: 'profile-courses', path: 'profile/courses', titleKey: 'pages.profileCourses' },
  { id: 'profile-materials', path: 'profile/materials', titleKey: 'pages.profileMaterials' },
  { id: 'profile-reviews', path: 'profile/reviews', titleKey: 'pages.profileReviews' },
  { id: 'profile-help', path: 'profile/help', titleKey: 'pages.profileHelp' },
  { id: 'profile-lesson-sets', path: 'profile/lesson-sets', titleKey: 'lessonSets:profile.title' },
  // A lesson set's read-only link: its token is the secret, so it is never listed or stored.
  { id: 'lesson-set', path: 'lesson-sets/:token', titleKey: 'lessonSets:page.title' },
  { id: 'profile-access', path: 'profile/access', titleKey: 'access:title' },
  { id: 'profile-follows', path: 'profile/follows', titleKey: 'follows:page.title' },
  // The digest's one-click unsubscribe: its signed token is the authority, so no session is needed.
  { id: 'digest-unsubscribe', path: 'unsubscribe', titleKey: 'follows:unsubscribe.title' },
  { id: 'map', path: 'map', titleKey: 'pages.map', indexable: true },
  { id: 'map-place', path: 'map/:slug', titleKey: 'pages.place' },
  {
    id: 'virtual-gallery',
    path: 'virtual-gallery',
    titleKey: 'pages.virtualGallery',
    ruOnly: true,
    indexable: true,
  },
  // One exhibit opened over the gallery: an address to share, with the exhibit's own image.
  {
    id: 'virtual-gallery-exhibit',
    path: 'virtual-gallery/:slug',
    titleKey: 'pages.virtualGallery',
    ruOnly: true,
  },
  {
    id: 'ashkenazi-table',
    path: 'ashkenazi-table',
    titleKey: 'pages.ashkenaziTable',
    ruOnly: true,
    indexable: true,
  },
  // The editors' desk (docs/desk.md): administrators only; anyone else gets the 404 page.
  { id: 'desk', path: 'desk', titleKey: 'profile:nav.desk' },
  { id: 'desk-chat', path: 'desk/chats/:id', titleKey: 'profile:nav.desk' },
  { id: 'desk-access', path: 'desk/access', titleKey: 'profile:nav.desk' },
  { id: 'desk-comments', path: 'desk/comments', titleKey: 'profile:nav.desk' },
  { id: 'desk-readers', path: 'desk/readers', titleKey: 'profile:nav.desk' },
  { id: 'desk-reader', path: 'desk/readers/:id', titleKey: 'profile:nav.desk' },
  { id: 'desk-audit', path: 'desk/audit', titleKey: 'profile:nav.desk' },
  { id: 'check-email', path: 'check-email', titleKey: 'auth:checkEmail.title' },
  { id: 'registration-completed', path: 'registration-completed', titleKey: 'auth:registered.title' },
  { id: 'locale-not-found', path: '*', titleKey: 'errors.notFound.title' },
] as const satisfies readonly RouteNode[];

export const rootRoutes = [
  { id: 'root-redirect', index: true },
  { id: 'locale', path: ':locale', children: localeRoutes },
  { id: 'books', path: 'books', titleKey: 'pages.books', indexable: true, langQuery: true },
  { id: 'books-article', path: 'books/articles/:slug', titleKey: 'pages.article', langQuery: true },
  { id: 'books-chapter', path: 'books/chapter/:slug', titleKey: 'pages.chapter', langQuery: true },
  // Without it `/books/…` would rank as `/:locale/*` and redirect as an unknown locale.
  { id: 'books-not-found', path: 'books/*', titleKey: 'errors.notFound.title', langQuery: true },
  { id: 'user-logout', path: 'logout', titleKey: 'pages.logout', protected: true },
  { id: 'authorize-callback', path: 'authorize/:provider/callback', titleKey: 'pages.socialCallback' },
  { id: 'google-auth', path: 'google_auth', titleKey: 'pages.socialStart' },
  { id: 'fb-auth', path: 'fb_auth', titleKey: 'pages.socialStart' },
  { id: 'not-found', path: '*', titleKey: 'errors.notFound.title' },
] as const satisfies readonly RouteNode[];

type LocaleRouteId = (typeof localeRoutes)[number]['id'];
type RootRouteId = (typeof rootRoutes)[number]['id'];
export type RouteId = LocaleRouteId | RootRouteId;
type Node = (typeof localeRoutes)[number] | (typeof rootRoutes)[number];
/** The routes that render a screen of their own (every route but those that only group others). */
export type PageRouteId = Exclude<Node, { children: unknown }>['id'];

function flatten(
  nodes: readonly RouteNode[],
  prefix: string,
  out: Map<string, { node: RouteNode; pattern: string }>,
) {
  for (const node of nodes) {
    const pattern = node.index ? prefix || '/' : `${prefix}/${node.path ?? ''}`;
    out.set(node.id, { node, pattern });
    if (node.children) flatten(node.children, pattern, out);
  }
  return out;
}

/** Every route by name with its full path pattern (`/:locale/materials/:slug`). */
export const routesById: ReadonlyMap<string, { node: RouteNode; pattern: string }> = flatten(
  rootRoutes,
  '',
  new Map(),
);
