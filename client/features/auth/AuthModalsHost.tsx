/**
 * Where the auth windows (`AuthModals.tsx`) hang in the frame. Their code and the dialog load when
 * one is first wanted (docs/architecture.md#first-visit): something opens a window by name (a guest's
 * favourite, the account button), or the address carries what one of them handles (a reset `?pin`,
 * an `?email-pin`, an `?auth_error`), read once the page has hydrated so the server's markup and the
 * hydrating render agree (no window is open in either). Once loaded they stay mounted, so a closed
 * window hands the focus back and the next one opens at once.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { afterCatalogue } from '../../runtime/catalogue.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { HANDLED_PARAMS } from './handled-params.ts';

// With the whole catalogue: a window draws texts no server render drew (docs/architecture.md#first-visit).
const AuthModals = lazy(
  afterCatalogue(() => import('./AuthModals.tsx').then((module) => ({ default: module.AuthModals }))),
);

export function AuthModalsHost() {
  const { modal } = useUi();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const asked =
    modal !== null || (hydrated && HANDLED_PARAMS.some((name) => new URLSearchParams(search).has(name)));
  if (asked && !wanted) setWanted(true);
  if (!wanted && !asked) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}
