/**
 * Where a reading page shows "keep for offline" (docs/offline.md#keeping-a-text): nothing in the
 * server's page, and the button's own chunk only once the page is hydrated (an effect), so the
 * reading pages' first download carries none of it.
 */
import { type ComponentType, useEffect, useState } from 'react';

export function KeepSlot() {
  const [Button, setButton] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (import.meta.env.PROD) void import('./KeepButton.tsx').then((m) => setButton(() => m.KeepButton));
  }, []);
  return Button ? <Button /> : null;
}
