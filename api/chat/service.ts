/**
 * The support chat (docs/product.md#screens "Profile area", docs/product.md#content-model; docs/product.md#content-and-engagement; docs/rules.md R4, R17, R19): the
 * session user's one thread, their messages as typed, the administrators' replies as `admin`, and the
 * unread count the user call shows. Whose thread it is comes from the session only; a body's user id
 * that names someone else is logged and changes nothing.
 */
import { CHAT_THREAD_LIMIT, type ChatMessage } from '../../shared/schemas/chat.ts';
import { ApiError } from '../errors.ts';
import type { ActingUser } from '../http/caller.ts';
import type { ServiceLog } from '../service-log.ts';
import type { ChatRepository, MessageRow } from './repository.ts';

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    from: row.from_admin ? 'admin' : 'user',
    content: row.content,
    created_at: row.created_at,
  };
}

export function createChatService(deps: {
  chat: ChatRepository;
  limit: { max: number; windowSeconds: number };
  log?: ServiceLog;
}) {
  const { chat, limit, log } = deps;
  return {
    async thread(user: ActingUser, after = 0) {
      const found = await chat.thread(user.id, after, CHAT_THREAD_LIMIT);
      return {
        messages: found.rows.map(toChatMessage),
        has_earlier: found.hasEarlier,
        unread_user_messages: found.unread,
      };
    },

    async send(user: ActingUser, input: { messageText: string; claimedUserIds: (number | undefined)[] }) {
      const claimed = input.claimedUserIds.filter((id) => id !== undefined && id !== user.id);
      if (claimed.length > 0) {
        log?.info({ userId: user.id, claimed }, 'chat message user id ignored: not the session user');
      }
      const result = await chat.send(user.id, input.messageText, limit);
      if (!result.ok) {
        log?.info({ userId: user.id }, 'chat message refused: rate limit');
        throw new ApiError('chat_rate_limited', {
          retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterSeconds)),
        });
      }
      return { success: true, message: toChatMessage(result.row) };
    },

    async read(user: ActingUser, upTo: number) {
      return { success: true, unread_user_messages: await chat.markRead(user.id, upTo) };
    },

    /** The user call's part (docs/product.md#content-model User: `chat.unread_user_messages`). */
    async summary(userId: number) {
      return { unread_user_messages: await chat.unreadCount(userId) };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
