/**
 * The signed-in reader's follows in the browser (docs/follows.md#following): one store shared by every
 * follow button of the page, read once with the follows call when the first button appears, and
 * changed at once by a press (then set from the server's answer, or put back when the call failed).
 * Logging out or a new page load starts it over.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { FollowKind } from '../../../shared/schemas/follows.ts';
import { type CallResult, callApi } from '../../data/call-api.ts';

export const followKey = (kind: FollowKind, target: string) => `${kind}:${target}`;

let followed: ReadonlySet<string> = new Set();
let loaded: Promise<void> | undefined;
/**
 * Presses made while the list was on its way (a follow done right after sign-in races the list's
 * read): applied over the list when it comes, so the answer never undoes them.
 */
const pressedMeanwhile = new Map<string, boolean>();
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>) {
  followed = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const EMPTY: ReadonlySet<string> = new Set();

/** The follows the reader has; loads them once when `signedIn`. Empty on the server. */
export function useFollowed(signedIn: boolean, locale: string): ReadonlySet<string> {
  useEffect(() => {
    if (!signedIn || loaded) return;
    pressedMeanwhile.clear();
    loaded = callApi('follows.list', { query: { lang: locale as 'ru' } }).then((answer) => {
      if (!answer.ok) {
        loaded = undefined;
        return;
      }
      // An author is followed under each of their names, so the button shows it in either language.
      const next = new Set(
        answer.data.follows.flatMap((f) => [f.target, ...f.aliases].map((name) => followKey(f.kind, name))),
      );
      for (const [key, on] of pressedMeanwhile) {
        if (on) next.add(key);
        else next.delete(key);
      }
      pressedMeanwhile.clear();
      publish(next);
    });
  }, [signedIn, locale]);
  return useSyncExternalStore(
    subscribe,
    () => followed,
    () => EMPTY,
  );
}

/** Follows or stops following; a refusal puts the set back and is the answer. */
export async function setFollowing(
  kind: FollowKind,
  target: string,
  follow: boolean,
): Promise<CallResult<unknown>> {
  const key = followKey(kind, target);
  const before = followed;
  const next = new Set(before);
  if (follow) next.add(key);
  else next.delete(key);
  publish(next);
  pressedMeanwhile.set(key, follow);
  const answer = await callApi(follow ? 'follows.add' : 'follows.remove', { body: { kind, target } });
  if (!answer.ok) {
    pressedMeanwhile.delete(key);
    publish(before);
  }
  return answer;
}

/** After logout: the next reader starts from their own follows. */
export function clearFollows(): void {
  loaded = undefined;
  pressedMeanwhile.clear();
  publish(new Set());
}
