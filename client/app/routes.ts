/**
 * The route table both sides run (docs/architecture.md#rendering): the names and paths of `shared/routes/tree.ts`, each with
 * its lazily loaded page module (code split per route) and the guards of `shared/routes/guards.ts` in
 * front of its loader. The server renders it through React Router's static handler (the SSR build),
 * the browser hydrates it.
 *
 * Every route names its screen in `pageOf`, and the screens are the lazy imports of `pages`: a route
 * left out, a screen name that is not in `pages` or an import of a folder that does not exist fails
 * the typecheck (and the build). A route whose screen is not built yet names `title-only` (its title in
 * the frame). A new screen is one line in `pages` and its name on its route's line in `pageOf`; the
 * name is its folder under `client/pages/` (tests/client/app/routes.test.ts holds the two together,
 * since the server finds a page's built files by that folder).
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { checkGuards } from '../../shared/routes/guards.ts';
import { type PageRouteId, type RouteNode, rootRoutes } from '../../shared/routes/tree.ts';
import { type RouteHandle, screenComesAfterFrame } from '../runtime/route-handle.ts';
import { PageError } from './errors/PageError.tsx';
import * as root from './root.tsx';
import { type PageModule, type Screen, screenIsland } from './screen-island.tsx';

/** Every screen, by its folder under `client/pages/`. */
const pages = {
  'about-team': () => import('../pages/about-team/route.tsx'),
  'ashkenazi-table': () => import('../pages/ashkenazi-table/route.tsx'),
  books: () => import('../pages/books/route.tsx'),
  'books-article': () => import('../pages/books-article/route.tsx'),
  'books-chapter': () => import('../pages/books-chapter/route.tsx'),
  'check-email': () => import('../pages/check-email/route.tsx'),
  course: () => import('../pages/course/route.tsx'),
  courses: () => import('../pages/courses/route.tsx'),
  'da-for-educators': () => import('../pages/da-for-educators/route.tsx'),
  'digest-unsubscribe': () => import('../pages/digest-unsubscribe/route.tsx'),
  // The editors' desk (docs/desk.md): one lazy module for all its addresses, never loaded for readers.
  desk: () => import('../pages/desk/route.tsx'),
  'hashtags-landing': () => import('../pages/hashtags-landing/route.tsx'),
  'hashtags-results': () => import('../pages/hashtags-results/route.tsx'),
  'lesson-set': () => import('../pages/lesson-set/route.tsx'),
  logout: () => import('../pages/logout/route.tsx'),
  main: () => import('../pages/main/route.tsx'),
  map: () => import('../pages/map/route.tsx'),
  'map-place': () => import('../pages/map-place/route.tsx'),
  material: () => import('../pages/material/route.tsx'),
  materials: () => import('../pages/materials/route.tsx'),
  'not-found': () => import('../pages/not-found/route.tsx'),
  'profile-access': () => import('../pages/profile-access/route.tsx'),
  'profile-courses': () => import('../pages/profile-courses/route.tsx'),
  'profile-data': () => import('../pages/profile-data/route.tsx'),
  'profile-favorites': () => import('../pages/profile-favorites/route.tsx'),
  'profile-follows': () => import('../pages/profile-follows/route.tsx'),
  'profile-lesson-sets': () => import('../pages/profile-lesson-sets/route.tsx'),
  'profile-help': () => import('../pages/profile-help/route.tsx'),
  'profile-materials': () => import('../pages/profile-materials/route.tsx'),
  'profile-reviews': () => import('../pages/profile-reviews/route.tsx'),
  'registration-completed': () => import('../pages/registration-completed/route.tsx'),
  'root-redirect': () => import('../pages/root-redirect/route.tsx'),
  search: () => import('../pages/search/route.tsx'),
  'static-page': () => import('../pages/static-page/route.tsx'),
  'tag-search': () => import('../pages/tag-search/route.tsx'),
  'title-only': () => import('../pages/title-only/route.tsx'),
  'virtual-gallery': () => import('../pages/virtual-gallery/route.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof pages;

/** Which screen renders each route (every route says it; `title-only` shows the title in the frame). */
const pageOf: Record<PageRouteId, PageName> = {
  'root-redirect': 'root-redirect',
  main: 'main',
  materials: 'materials',
  courses: 'courses',
  material: 'material',
  course: 'course',
  'about-project': 'static-page',
  politics: 'static-page',
  terms: 'static-page',
  'about-team': 'about-team',
  'locale-not-found': 'not-found',
  'not-found': 'not-found',
  'books-not-found': 'not-found',
  'user-logout': 'logout',
  'check-email': 'check-email',
  'registration-completed': 'registration-completed',
  'page-search': 'search',
  'tag-search': 'tag-search',
  'hashtags-landing': 'hashtags-landing',
  'hashtags-search-result': 'hashtags-results',
  'da-for-educators': 'da-for-educators',
  desk: 'desk',
  'desk-chat': 'desk',
  'desk-access': 'desk',
  'desk-comments': 'desk',
  'desk-readers': 'desk',
  'desk-reader': 'desk',
  'desk-audit': 'desk',
  'profile-data': 'profile-data',
  'profile-favorites': 'profile-favorites',
  'profile-courses': 'profile-courses',
  'profile-materials': 'profile-materials',
  'profile-reviews': 'profile-reviews',
  'profile-lesson-sets': 'profile-lesson-sets',
  'lesson-set': 'lesson-set',
  'profile-help': 'profile-help',
  'profile-access': 'profile-access',
  'profile-follows': 'profile-follows',
  'digest-unsubscribe': 'digest-unsubscribe',
  map: 'map',
  'map-place': 'map-place',
  // The web tier answers the two providers' callbacks; any other provider is an unknown page (R15).
  'authorize-callback': 'not-found',
  // The web tier answers these two itself (it sends the visitor to the provider).
  'google-auth': 'title-only',
  'fb-auth': 'title-only',
  books: 'books',
  'books-article': 'books-article',
  'books-chapter': 'books-chapter',
  'virtual-gallery': 'virtual-gallery',
  'virtual-gallery-exhibit': 'virtual-gallery',
  'ashkenazi-table': 'ashkenazi-table',
};

/**
 * The screens that must work before the reader does anything: their code is asked for once the
 * hydrated frame leaves the browser idle instead of at the reader's first act (`screen-island.tsx`).
 * The map draws itself, the support chat and the desk's inbox poll, the access page brings the frame
 * up to date when access was opened elsewhere, the hashtag tool's search is off until it is live;
 * and, by route, an exhibit's address opens the gallery's lightbox on it.
 */
const AFTER_FRAME: ReadonlySet<PageName | PageRouteId> = new Set<PageName | PageRouteId>([
  'map',
  'map-place',
  'profile-help',
  'desk',
  'profile-access',
  'da-for-educators',
  'virtual-gallery-exhibit',
]);

/** On opening, a course adds its first material to a signed-in reader's active ones. */
const AFTER_FRAME_SIGNED_IN: ReadonlySet<PageName> = new Set<PageName>(['course']);

const screens = new Map<PageName, Screen>();
function screenOf(name: PageName): Screen {
  let screen = screens.get(name);
  if (!screen) {
    screen = screenIsland(pages[name]);
    screens.set(name, screen);
  }
  return screen;
}

/** The route's loader: its guards, then the page's own (the module loaded first if need be). */
function guardedLoader(node: RouteNode, screen: Screen) {
  return async (args: LoaderFunctionArgs) => {
    checkGuards(node, args);
    const page = await screen.load();
    return typeof page.loader === 'function' ? page.loader(args) : null;
  };
}

/** What the browser's first page does instead of loading its screen before hydrating. */
const waitingScreens = new Map<RouteObject, (shown: boolean, signedIn: boolean) => void>();

function toRouteObject(node: RouteNode): RouteObject {
  const base = { id: node.id, ...(node.index ? { index: true as const } : { path: node.path }) };
  if (node.children) return { ...base, children: node.children.map(toRouteObject) } as RouteObject;
  const name = pageOf[node.id as PageRouteId];
  const screen = screenOf(name);
  const handle: RouteHandle = {
    titleKey: node.titleKey,
    module: `client/pages/${name}/route.tsx`,
    hydrates:
      AFTER_FRAME.has(name) || AFTER_FRAME.has(node.id as PageRouteId)
        ? 'after-frame'
        : AFTER_FRAME_SIGNED_IN.has(name)
          ? 'after-frame-signed-in'
          : 'when-reached',
  };
  const route = {
    ...base,
    handle,
    ErrorBoundary: PageError,
    lazy: async () => {
      await screen.load();
      return { element: screen.element, loader: guardedLoader(node, screen) };
    },
  } as RouteObject;
  waitingScreens.set(route, (shown, signedIn) => {
    Object.assign(route, {
      lazy: undefined,
      element: screen.element,
      loader: guardedLoader(node, screen),
    });
    if (shown) screen.waitForReader(screenComesAfterFrame(handle, signedIn));
  });
  return route;
}

/**
 * On the browser's first page: a page's route gets its island and a loader that loads the page's
 * module when it runs, instead of its `lazy` (true); with `shown` (the page shows the screen, not an
 * error in its place) the screen waits for the reader or the idle frame. Any other route (the root)
 * is left for the entry (false).
 */
export function screenWaitsForReader(route: RouteObject, shown: boolean, signedIn: boolean): boolean {
  const wait = waitingScreens.get(route);
  if (!wait) return false;
  wait(shown, signedIn);
  return true;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: root.Component,
    ErrorBoundary: root.ErrorBoundary,
    loader: root.loader,
    shouldRevalidate: root.shouldRevalidate,
    children: rootRoutes.map(toRouteObject),
  },
];
