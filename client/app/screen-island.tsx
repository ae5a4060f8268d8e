/**
 * A page's screen as an island of its own (docs/architecture.md#first-visit). The server renders it
 * whole; on the first page the browser hydrates the frame around it (header, footer, menus), and the
 * screen keeps the server's markup, readable, its links working, until the reader first points,
 * touches, scrolls, types or focuses anywhere, or a navigation begins: only then is the screen's code
 * asked for and hydrated. What the reader did inside it meanwhile is held and given back once it is
 * live (`runtime/held-events.ts`). Later pages are drawn by navigations, which load the screen's code
 * with their data (the route's `lazy`), so they never wait.
 *
 * A screen that has to work before the reader does anything (a map that draws itself, a chat that
 * polls) is asked for once the hydrated frame leaves the browser idle, as the page's whole catalogue
 * is, instead of at the reader's first act: `routes.ts` names those. Its code is not among the page's
 * first scripts either, so it never holds the frame's hydration back (docs/architecture.md#first-visit).
 */
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadForHydration } from '../features/reviews/deferred.tsx';
import { holdUntilLive } from '../runtime/held-events.ts';
import { whenIdle } from '../runtime/when-idle.ts';
import { Island, island, wakeOnFirstAct } from './frame/island.tsx';

/** How long a busy page may keep a screen that must work at once waiting for an idle moment. */
const AFTER_FRAME_TIMEOUT_MS = 2000;

export type PageModule = Omit<RouteObject, 'path' | 'index' | 'children' | 'id' | 'lazy' | 'middleware'>;

export interface Screen {
  /** The page's module, loaded once: a route's `lazy` (the server's render, a navigation) awaits it. */
  load: () => Promise<PageModule>;
  /** The route's element: the screen inside its island. */
  element: ReactNode;
  /**
   * The first page's screen waits for the reader (see above) instead of hydrating with the frame;
   * `afterFrame`: or for the browser's first idle moment after the frame, whichever comes first.
   */
  waitForReader: (afterFrame: boolean) => void;
}

export function screenIsland(importPage: () => Promise<PageModule>): Screen {
  let page: Promise<PageModule> | null = null;
  const load = () => {
    page ??= importPage();
    return page;
  };
  let firstPage = false;
  const part = island(
    async () => {
      const module = await load();
      // A first page's screen hydrates the server's markup whole: the parts it renders from chunks
      // of their own (the review box) come with it.
      if (firstPage) await loadForHydration();
      return (module.Component ?? (() => null)) as ComponentType<object>;
    },
    { loadedByRoute: true },
  );
  // The document says when the screen is live: what a test waits for once it has acted.
  void part.live.then(() => {
    document.documentElement.dataset.screen = 'live';
  });
  return {
    load: async () => {
      const module = await load();
      await part.load();
      return module;
    },
    element: <Island part={part} />,
    waitForReader(afterFrame) {
      firstPage = true;
      holdUntilLive(() => document.getElementById('main'), part.wake, part);
      // An address with a fragment may ask the screen for something the server could not see (a
      // course's material by number): the screen's code comes at once.
      if (window.location.hash) {
        part.wake();
        return;
      }
      wakeOnFirstAct(part);
      // The hydrating frame yields to the browser as it goes (a transition), so the first idle
      // moment comes once it is done.
      if (afterFrame) whenIdle(part.wake, AFTER_FRAME_TIMEOUT_MS);
    },
  };
}
