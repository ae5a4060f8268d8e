import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Island, island, wakeOnFirstAct } from '../frame/island.tsx';

/**
 * The error page in a chunk of its own, an island like the frame's menus (`frame/island.tsx`): most
 * pages never show it, so it is no part of their first scripts. A first page that is an error keeps
 * the server's markup (its link home works without scripts) until the reader acts; an error a
 * navigation meets loads it at once.
 */
const errorScreen = island(() => import('./ErrorScreen.tsx').then((module) => module.ErrorScreen));

export function ErrorIsland({ error }: { error: unknown }) {
  useEffect(() => wakeOnFirstAct(errorScreen), []);
  // Drawn where the server drew no error screen (its mark: a navigation met the error), there is no
  // markup to keep.
  if (typeof document !== 'undefined' && !document.querySelector('[data-error-kind]')) errorScreen.wake();
  return <Island part={errorScreen} error={error} />;
}

/** Every page's error boundary: the error page inside the frame, which stays in place. */
export function PageError() {
  return <ErrorIsland error={useRouteError()} />;
}
