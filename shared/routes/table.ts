/**
 * The route table both sides run (DESIGN §6): the names and paths of `tree.ts`, each with its lazily
 * loaded page module (code split per route) and the guards of `guards.ts` in front of its loader.
 * Only Vite loads this file (client build, SSR build, dev server): `import.meta.glob` finds the pages.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PageError } from '../../client/app/errors/PageError.tsx';
import * as root from '../../client/app/root.tsx';
import { checkGuards } from './guards.ts';
import { type RouteId, type RouteNode, rootRoutes } from './tree.ts';

type PageModule = Omit<RouteObject, 'path' | 'index' | 'children' | 'id' | 'lazy' | 'middleware'>;

const pageModules = import.meta.glob<PageModule>('../../client/pages/*/route.tsx');

/** Which page module renders each route; routes not listed show their title in the frame. */
const pageOf: Partial<Record<RouteId, string>> = {
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
  books: 'books',
  'books-article': 'books-article',
  'books-chapter': 'books-chapter',
  'virtual-gallery': 'virtual-gallery',
  'virtual-gallery-exhibit': 'virtual-gallery',
  'ashkenazi-table': 'ashkenazi-table',
  'user-logout': 'logout',
  'check-email': 'check-email',
  'registration-completed': 'registration-completed',
  'page-search': 'search',
  'tag-search': 'tag-search',
  map: 'map',
  'map-place': 'map-place',
  'profile-data': 'profile-data',
  'profile-favorites': 'profile-favorites',
  'profile-courses': 'profile-courses',
  'profile-materials': 'profile-materials',
  'profile-reviews': 'profile-section',
  'profile-help': 'profile-section',
  'da-for-educators': 'da-for-educators',
  'hashtags-search-result': 'hashtags-results',
  'hashtags-landing': 'hashtags-landing',
  // The web tier answers the two providers' callbacks; any other provider is an unknown page (R15).
  'authorize-callback': 'not-found',
};

export interface RouteHandle {
  titleKey?: string;
  /** The page module's source path, for the server's asset preloading (Vite manifest key). */
  module?: string;
}

function moduleFor(node: RouteNode): { key: string; load: () => Promise<PageModule> } {
  const name = pageOf[node.id as RouteId] ?? 'title-only';
  const key = `../../client/pages/${name}/route.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`route ${node.id}: no page module ${key}`);
  return { key: key.replace('../../', ''), load };
}

function toRouteObject(node: RouteNode): RouteObject {
  const base = { id: node.id, ...(node.index ? { index: true as const } : { path: node.path }) };
  if (node.children) return { ...base, children: node.children.map(toRouteObject) } as RouteObject;
  const { key, load } = moduleFor(node);
  const handle: RouteHandle = { titleKey: node.titleKey, module: key };
  return {
    ...base,
    handle,
    ErrorBoundary: PageError,
    lazy: async () => {
      const page = await load();
      const pageLoader = typeof page.loader === 'function' ? page.loader : undefined;
      return {
        ...page,
        loader: async (args: LoaderFunctionArgs) => {
          checkGuards(node, args);
          return pageLoader ? pageLoader(args) : null;
        },
      };
    },
  } as RouteObject;
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
