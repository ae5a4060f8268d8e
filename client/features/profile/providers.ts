/**
 * Which social sign-in providers the site offers (README "Accounts": only configured ones). Asked once
 * per page load from the public, cached `social.providers` call; until it answers no button shows, so
 * a visitor never meets a button that leads to an error. A loader that already has the answer (the
 * profile's sign-in prompt, rendered on the server) passes it in.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ProvidersAnswer } from '../../../shared/schemas/profile.ts';
import { callApi } from '../../data/call-api.ts';

let known: ProvidersAnswer | null = null;
let asked = false;
const listeners = new Set<() => void>();

function publish(next: ProvidersAnswer) {
  known = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSocialProviders(initial?: ProvidersAnswer | null): ProvidersAnswer | null {
  const value = useSyncExternalStore(
    subscribe,
    () => known ?? initial ?? null,
    () => initial ?? null,
  );
  useEffect(() => {
    if (initial && !known) known = initial;
    if (known || asked) return;
    asked = true;
    void callApi('social.providers').then((answer) => {
      if (answer.ok) publish(answer.data);
      else asked = false;
    });
  }, [initial]);
  return value;
}
