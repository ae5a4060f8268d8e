/**
 * A like (docs/product.md#states, docs/product.md#content-and-engagement): not liked → liked; once liked the button cannot be pressed again, and
 * the count rises on success. The count shown after the call is the database's (R31). The liked state
 * survives a reload: the page's loader asks the like-state call (signed-in readers get it in the
 * server's render), and in the browser the call is asked again after hydration when the render said
 * "not liked" (a shared, cached page cannot know this browser). A refused like says why: already liked
 * from this browser, too many likes from the reader's network (the address's flood limit), or no
 * network at all (docs/offline.md#writes-offline).
 * The like-state call also gives a new browser its like cookie, so a press waits for it: the first like
 * then counts for this browser, not as a cookieless one limited per address.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentType } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import { callApi } from '../../data/call-api.ts';

/** Every content kind can be liked (docs/architecture.md#the-call-contract: `/api/{type}/{id}/increase-likes`). */
export type LikeType = ContentType;
/** Why the last press did not add a like (`content:engagement.likeNotice.*`). */
export type LikeNotice = 'already' | 'limited' | 'failed' | 'offline';

export interface LikeState {
  count: number;
  liked: boolean;
  pending: boolean;
  notice: LikeNotice | null;
  like: () => void;
}

export function useLike(
  type: LikeType,
  id: number,
  initialCount: number,
  locale: Locale,
  initialLiked = false,
): LikeState {
  const [count, setCount] = useState(initialCount);
  const [liked, setLiked] = useState(initialLiked);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<LikeNotice | null>(null);

  const stateAsked = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (initialLiked) return;
    let current = true;
    stateAsked.current = callApi('likes.state', { params: { type, id } }).then((answer) => {
      // Unknown stays "not liked": pressing it then gets the server's answer.
      if (current && answer.ok && answer.data.liked) setLiked(true);
    });
    return () => {
      current = false;
    };
  }, [type, id, initialLiked]);

  const like = useCallback(() => {
    if (liked || pending) return;
    setPending(true);
    setNotice(null);
    void stateAsked.current
      .then(() => callApi('likes.increase', { params: { type, id }, body: { lang: locale } }))
      .then((answer) => {
        setPending(false);
        if (!answer.ok) {
          setNotice(answer.status === 429 ? 'limited' : answer.code === 'offline' ? 'offline' : 'failed');
          return;
        }
        setLiked(true);
        setCount(answer.data.like_count);
        if (!answer.data.success) setNotice('already');
      });
  }, [liked, pending, type, id, locale]);

  return { count, liked, pending, notice, like };
}
