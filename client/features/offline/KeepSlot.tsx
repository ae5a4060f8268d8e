/**
 * Where a reading page shows "keep for offline" (docs/offline.md#keeping-a-text): nothing in the
 * server's page, and the button's own chunk only once the page is hydrated (an effect), so the
 * reading pages' first download carries none of it. Drawn once the whole catalogue is in (its
 * texts are no server render's), without asking for it.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { catalogueArrived } from '../../runtime/catalogue.ts';

export function KeepSlot() {
  const [Button, setButton] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    void Promise.all([import('./KeepButton.tsx'), catalogueArrived()]).then(([m]) =>
      setButton(() => m.KeepButton),
    );
  }, []);
  return Button ? <Button /> : null;
}
