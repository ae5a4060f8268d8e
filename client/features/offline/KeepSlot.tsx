/**
 * Where a reading page shows "keep for offline" (docs/offline.md#keeping-a-text): nothing in the
 * server's page, and the button's own chunk only once the page is hydrated, so the reading pages'
 * first download carries none of it.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../runtime/use-hydrated.ts';

const KeepButton = lazy(() => import('./KeepButton.tsx').then((m) => ({ default: m.KeepButton })));

export function KeepSlot() {
  const hydrated = useHydrated();
  if (!hydrated || !import.meta.env.PROD) return null;
  return (
    <Suspense fallback={null}>
      <KeepButton />
    </Suspense>
  );
}
