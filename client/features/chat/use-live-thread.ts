/**
 * The support thread kept live while its page is open (a reply appears without a reload).
 * The page asks the facade for messages newer than the last one it has, every `CHAT_POLL_INTERVAL_MS`
 * while the tab is visible (`data/use-visible-poll.ts`).
 * Replies on screen in a visible tab are read: the page tells the API, and the header's counter drops.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ChatMessage, ChatThreadAnswer } from '../../../shared/schemas/chat.ts';
import { callApi } from '../../data/call-api.ts';
import { useVisiblePoll } from '../../data/use-visible-poll.ts';
import { noteRead } from './unread-store.ts';

/** A modest interval: a reply is promised within a working day, and 6 asks a minute cost little. */
export const CHAT_POLL_INTERVAL_MS = 10_000;

/** The messages on screen with the new ones, once each, oldest first (the desk's thread uses it too). */
export function merged(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const fresh = incoming.filter((message) => !known.has(message.id));
  return fresh.length === 0 ? current : [...current, ...fresh].sort((a, b) => a.id - b.id);
}

const visible = () => document.visibilityState === 'visible';

export function useLiveThread(initial: ChatThreadAnswer) {
  const [messages, setMessages] = useState(initial.messages);
  const [unread, setUnread] = useState(initial.unread_user_messages);
  // Counts the times the tab was shown again: a page opened in a background tab reads its replies then.
  const [shown, setShown] = useState(0);
  const latest = useRef(messages);
  latest.current = messages;
  const { revalidate } = useRevalidator();
  const reload = useRef(revalidate);
  reload.current = revalidate;

  const add = useCallback(
    (incoming: ChatMessage[]) => setMessages((current) => merged(current, incoming)),
    [],
  );

  // Reading: every admin reply on screen in a visible tab, up to the newest one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is the trigger (the tab became visible)
  useEffect(() => {
    if (unread === 0 || !visible()) return;
    const lastAdmin = messages.findLast((message) => message.from === 'admin');
    if (!lastAdmin) return;
    let stale = false;
    void callApi('chat.read', { body: { up_to: lastAdmin.id } }).then((answer) => {
      // Not read this time: the next poll or visit tries again, and the counter stays honest.
      if (stale || !answer.ok) return;
      setUnread(answer.data.unread_user_messages);
      // The badge shows the read's count at once; the frame's user is then loaded afresh, after the
      // read, so a check that left before it cannot bring the badge back (`unread-store.ts`).
      noteRead(answer.data.unread_user_messages);
      void reload.current();
    });
    return () => {
      stale = true;
    };
  }, [messages, unread, shown]);

  // Polling while the page is open and visible; a tab shown again reads its replies then.
  useVisiblePoll(
    async (signal) => {
      const after = latest.current.at(-1)?.id ?? 0;
      const answer = await callApi('chat.thread', { query: { after } }, { signal });
      if (answer.ok) {
        add(answer.data.messages);
        setUnread(answer.data.unread_user_messages);
      }
      // A failed ask is retried at the next tick; a session that ended stops the polling.
      return !answer.ok && answer.status === 401 ? 'stop' : undefined;
    },
    CHAT_POLL_INTERVAL_MS,
    () => setShown((count) => count + 1),
  );

  return { messages, add };
}
