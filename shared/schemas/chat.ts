/**
 * Request and response schemas of the support chat (docs/product.md#screens "Profile area", docs/product.md#content-model; docs/product.md#content-and-engagement;
 * docs/rules.md R2, R4, R17). One thread per user, read and written as the session's user only: a body's
 * `userId` or `user_id` is accepted (the product's clients send one) and never chooses whose thread it is.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { isBlankComment } from '../logic/comment-text.ts';
import { StorableText } from './common.ts';

export { CHAT_THREAD_LIMIT } from './plain.ts';

/** A message id given as a query string (`after`), 0 for "from the start". */
const MessageIdQuery = z
  .string()
  .regex(/^\d{1,10}$/, 'expected a message id')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'expected a message id');

const MessageId = z.number().int().min(0).max(2_147_483_647);

/**
 * A message as typed (R4: stored verbatim): not blank once white space and invisible characters are
 * gone, at most 2 000 characters (R2's `messageText`, counted in code points as the reader counts).
 */
export const ChatText = StorableText.refine((text) => !isBlankComment(text), 'the message is empty').refine(
  (text) => Array.from(text).length <= LIMITS.messageMaxChars,
  `at most ${LIMITS.messageMaxChars} characters`,
);

/** `after`: only the messages newer than this id (the page's polling asks for what it has not got). */
export const ChatThreadQuery = z.strictObject({ after: MessageIdQuery.optional() });

export const ChatSendBody = z.strictObject({
  messageText: ChatText,
  /** Never the sender (R17): the session's user is. A mismatch is logged. */
  userId: z.number().int().optional(),
  user_id: z.number().int().optional(),
});

/** The reader has seen the thread up to this message: admin replies up to it are read. */
export const ChatReadBody = z.strictObject({
  up_to: MessageId,
  /** As on a message: accepted, never whose thread is read (R17). */
  userId: z.number().int().optional(),
  user_id: z.number().int().optional(),
});

// ---- responses ----

export const CHAT_AUTHORS = ['user', 'admin'] as const;

export const ChatMessage = z.object({
  id: z.number().int(),
  /** `admin`: a reply of the site's administrator, shown with the admin label (docs/product.md Roles). */
  from: z.enum(CHAT_AUTHORS),
  content: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatThreadAnswer = z.object({
  /** Oldest first; with `after`, only the newer ones. */
  messages: z.array(ChatMessage),
  /** Whether older messages exist than the first one answered (a thread longer than the limit). */
  has_earlier: z.boolean(),
  /** Admin replies the user has not read yet (the user call's `chat.unread_user_messages`). */
  unread_user_messages: z.number().int(),
});
export type ChatThreadAnswer = z.infer<typeof ChatThreadAnswer>;

export const ChatSendAnswer = z.object({ success: z.boolean(), message: ChatMessage });
export const ChatReadAnswer = z.object({ success: z.boolean(), unread_user_messages: z.number().int() });
