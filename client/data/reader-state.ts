/**
 * The signed-in reader's own state on an open page (docs/product.md#states): unread support
 * replies, special-project access and the menu's counters change on the server (an administrator
 * answers or grants, another tab bookmarks) while a page stays open. The frame asks the user call
 * again after every client navigation, every `READER_STATE_INTERVAL_MS` while the tab is visible and
 * at once when a hidden tab is shown again; when its answer differs from the root data on screen,
 * the root data is loaded anew (and with it the page's own data), so the header's badge, the menu
 * and the access page follow within the support page's promise of 10 s. A light poll, like the
 * chat's (`client/features/chat/use-live-thread.ts`): one ordinary signed-in call, no connection
 * held per reader. A hidden tab asks nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import type { RootData } from '../runtime/root-data.ts';
import { callApi } from './call-api.ts';
import { summary } from './root-loader.ts';
import { readerStateChanged } from './session.ts';

export const READER_STATE_INTERVAL_MS = 10_000;

const visible = () => document.visibilityState === 'visible';

export function useReaderState(data: RootData | undefined): void {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const user = data?.user ?? null;
  const latest = useRef({ user, busy: false, revalidate: revalidator.revalidate });
  latest.current = {
    user,
    busy: navigation.state !== 'idle' || revalidator.state !== 'idle',
    revalidate: revalidator.revalidate,
  };
  const asking = useRef(false);
  const signedIn = user !== null;

  const check = useRef(async () => {
    if (asking.current || !visible() || latest.current.busy || latest.current.user === null) return;
    asking.current = true;
    try {
      const answer = await callApi('accounts.user');
      const shown = latest.current;
      // A navigation or a reload started meanwhile brings its own user; a failure changes nothing.
      if (shown.busy || shown.user === null) return;
      if (answer.ok && JSON.stringify(summary(answer.data)) === JSON.stringify(shown.user)) return;
      // A 401 too: the root loader then ends the session the way a page load does.
      if (!answer.ok && answer.status !== 401) return;
      readerStateChanged();
      await shown.revalidate();
    } finally {
      asking.current = false;
    }
  });

  // After a client navigation; the first render's data is fresh from the server.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (signedIn) void check.current();
  }, [pathname, search]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => void check.current(), READER_STATE_INTERVAL_MS);
    const onVisibility = () => {
      if (visible()) void check.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [signedIn]);
}
