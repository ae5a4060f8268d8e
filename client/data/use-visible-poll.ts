/**
 * Asking again while a page is open (the reader's support chat, the editors' desk): `poll` runs every
 * `intervalMs` and only while the tab is visible (a hidden tab asks nothing, and asks at once when it
 * is shown again). Polling rather than server-sent events: each ask is one ordinary signed-in call
 * through the gateway, so the web tier holds no long-lived connection and any instance can answer.
 * `poll` answers `stop` when asking again is pointless (the session ended); one ask runs at a time.
 */
import { useEffect, useRef } from 'react';

export type Poll = (signal: AbortSignal) => Promise<'stop' | undefined>;

const visible = () => document.visibilityState === 'visible';

export function useVisiblePoll(poll: Poll, intervalMs: number, onShown?: () => void): void {
  const current = useRef(poll);
  current.current = poll;
  const shown = useRef(onShown);
  shown.current = onShown;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;
    let stopped = false;
    const ask = async () => {
      if (stopped || inFlight || !visible()) return;
      inFlight = new AbortController();
      const verdict = await current.current(inFlight.signal).catch(() => undefined);
      inFlight = undefined;
      if (verdict === 'stop') stopped = true;
    };
    const schedule = () => {
      clearTimeout(timer);
      if (stopped || !visible()) return;
      timer = setTimeout(async () => {
        await ask();
        schedule();
      }, intervalMs);
    };
    // Hidden: the timer stops. Shown again: ask at once, then every interval.
    const onVisibility = () => {
      if (!visible()) return clearTimeout(timer);
      shown.current?.();
      void ask();
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
