/**
 * A like (spec §4): not liked → liked; once liked the button cannot be pressed again (in this page),
 * and the count rises on success. The count shown after the call is the database's (R31); a like the
 * server did not count (already liked from this browser or address) still leaves the button pressed.
 * Failures are not shown (spec §8).
 */
import { useCallback, useState } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { callApi } from '../../data/browser-source.ts';

export type LikeType = 'materials' | 'courses';

export interface LikeState {
  count: number;
  liked: boolean;
  pending: boolean;
  like: () => void;
}

export function useLike(type: LikeType, id: number, initialCount: number, locale: Locale): LikeState {
  const [count, setCount] = useState(initialCount);
  const [liked, setLiked] = useState(false);
  const [pending, setPending] = useState(false);

  const like = useCallback(() => {
    if (liked || pending) return;
    setPending(true);
    callApi('likes.increase', { params: { type, id }, body: { lang: locale } })
      .then((answer) => {
        setLiked(true);
        setCount(answer.like_count);
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  }, [liked, pending, type, id, locale]);

  return { count, liked, pending, like };
}
