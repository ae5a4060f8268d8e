/**
 * Request and answer schemas of the editors' desk (docs/desk.md): the administrators' queues (support
 * chats, questionnaires, comments), the readers' accounts and the audit log. Readers' text is kept
 * as typed (docs/rules.md R4) and shown as text, never as markup.
 */
import { z } from 'zod';
import { CONTENT_TYPES } from '../constants.ts';
import { LOCALES } from '../locales.ts';
import { ChatMessage, ChatText } from './chat.ts';
import { IdParam, StorableText } from './common.ts';
import { DESK_BLOCK_DAYS } from './plain.ts';

export { DESK_BLOCK_DAYS } from './plain.ts';

export const DeskIdParams = z.strictObject({ id: IdParam });

/** A reason an administrator gives (a refusal, a hidden comment): one short text. */
export const DeskReason = StorableText.transform((text) => text.trim()).pipe(
  z.string().min(1, 'give a reason').max(1000),
);

export const DeskCounts = z.object({
  chats: z.number().int(),
  access: z.number().int(),
  comments: z.number().int(),
});
export type DeskCounts = z.infer<typeof DeskCounts>;

export const DeskSummary = z.object({
  counts: DeskCounts,
  me: z.object({ id: z.number().int(), name: z.string(), email: z.string(), desk_mail: z.boolean() }),
});
export type DeskSummary = z.infer<typeof DeskSummary>;

export const DeskMeBody = z.strictObject({ desk_mail: z.boolean() });
export const DeskDone = z.object({ success: z.literal(true) });

/** A reader as the desk names them. */
export const DeskPerson = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  locale: z.enum(LOCALES),
});
export type DeskPerson = z.infer<typeof DeskPerson>;

// ---- support inbox ----

export const DeskThreadSummary = z.object({
  id: z.number().int(),
  user: DeskPerson,
  messages: z.number().int(),
  waiting_since: z.string().nullable(),
  last_message: z.string(),
});
export type DeskThreadSummary = z.infer<typeof DeskThreadSummary>;
export const DeskThreadsAnswer = z.object({ threads: z.array(DeskThreadSummary) });

export const DeskThreadQuery = z.strictObject({
  after: z
    .string()
    .regex(/^\d{1,10}$/, 'expected a message id')
    .transform(Number)
    .optional(),
});
export const DeskThreadAnswer = z.object({
  thread: z.object({ id: z.number().int(), user: DeskPerson, waiting: z.boolean() }),
  messages: z.array(ChatMessage),
  has_earlier: z.boolean(),
});
export type DeskThreadAnswer = z.infer<typeof DeskThreadAnswer>;

export const DeskReplyBody = z.strictObject({ text: ChatText });
export const DeskReplyAnswer = z.object({ message: ChatMessage });

export const SavedReply = z.object({
  id: z.number().int(),
  locale: z.enum(LOCALES),
  title: z.string(),
  content: z.string(),
});
export type SavedReply = z.infer<typeof SavedReply>;
export const SavedRepliesAnswer = z.object({ replies: z.array(SavedReply) });
export const SavedReplyBody = z.strictObject({
  locale: z.enum(LOCALES),
  title: StorableText.transform((text) => text.trim()).pipe(z.string().min(1).max(120)),
  content: ChatText,
});
export const SavedReplyAnswer = z.object({ reply: SavedReply });

// ---- questionnaires ----

export const DeskAccessRequest = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'granted', 'refused']),
  occupation: z.string(),
  institution: z.string(),
  purpose: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Who decided: an administrator's name or e-mail; null for an admin command or an older decision. */
  decided_by: z.string().nullable(),
  user: DeskPerson,
});
export type DeskAccessRequest = z.infer<typeof DeskAccessRequest>;
export const DeskAccessAnswer = z.object({
  pending: z.array(DeskAccessRequest),
  decided: z.array(DeskAccessRequest),
});
export const DeskAccessDecideBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('grant') }),
  z.strictObject({ decision: z.literal('refuse'), reason: DeskReason }),
]);
export const DeskAccessDecideAnswer = z.object({ request: DeskAccessRequest });

// ---- comments ----

export const DeskCommentLine = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  status: z.enum(['visible', 'pending', 'hidden']),
  author: z.string(),
});
export type DeskCommentLine = z.infer<typeof DeskCommentLine>;

export const DeskFlaggedComment = z.object({
  id: z.number().int(),
  status: z.enum(['visible', 'pending', 'hidden']),
  content: z.string(),
  created_at: z.string(),
  locale: z.enum(LOCALES),
  item: z.object({ type: z.enum(CONTENT_TYPES), slug: z.string().nullable() }),
  author: DeskPerson.extend({ blocked_until: z.string().nullable() }),
  /** Open reports (made since the last decision) and all reports ever. */
  reports: z.number().int(),
  reports_total: z.number().int(),
  /** The comments just before and after it on the same item and language. */
  context: z.array(DeskCommentLine),
});
export type DeskFlaggedComment = z.infer<typeof DeskFlaggedComment>;
export const DeskCommentsAnswer = z.object({ comments: z.array(DeskFlaggedComment) });

export const DeskCommentDecideBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('approve') }),
  z.strictObject({ action: z.literal('hide'), reason: DeskReason }),
  z.strictObject({
    action: z.literal('block'),
    reason: DeskReason,
    days: z
      .number()
      .int()
      .refine((days) => (DESK_BLOCK_DAYS as readonly number[]).includes(days), 'expected 1, 7, 30 or 365'),
  }),
]);
export const DeskCommentDecideAnswer = z.object({ status: z.enum(['visible', 'hidden']) });

export const DeskAuthorCommentsAnswer = z.object({
  author: DeskPerson,
  comments: z.array(
    DeskCommentLine.extend({
      item: z.object({ type: z.enum(CONTENT_TYPES), slug: z.string().nullable() }),
      locale: z.enum(LOCALES),
    }),
  ),
});

// ---- readers ----

export const DeskReadersQuery = z.strictObject({
  q: StorableText.transform((text) => text.trim()).pipe(z.string().min(2).max(120)),
});
export const DeskReaderRow = DeskPerson.extend({
  role: z.enum(['user', 'admin']),
  card_access: z.number().int(),
});
export const DeskReadersAnswer = z.object({ readers: z.array(DeskReaderRow) });

/** A reader's account as the desk shows it: never a password hash or a session's secret. */
export const DeskReader = DeskReaderRow.extend({
  registered_at: z.string(),
  email_confirmed: z.boolean(),
  must_change_password: z.boolean(),
  last_sign_in: z.string().nullable(),
  active_sessions: z.number().int(),
  comments: z.number().int(),
  reviews: z.number().int(),
  chat_messages: z.number().int(),
  comments_blocked_until: z.string().nullable(),
});
export type DeskReader = z.infer<typeof DeskReader>;
export const DeskReaderAnswer = z.object({ reader: DeskReader });

export const READER_ACTIONS = [
  'grant-access',
  'revoke-access',
  'make-admin',
  'unmake-admin',
  'require-password-change',
  'end-sessions',
] as const;
export type ReaderAction = (typeof READER_ACTIONS)[number];
export const DeskReaderActBody = z.strictObject({ action: z.enum(READER_ACTIONS) });

// ---- the audit log ----

export const DeskAuditQuery = z.strictObject({
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'expected an entry id')
    .transform(Number)
    .optional(),
});
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const DeskAuditAnswer = z.object({ entries: z.array(AuditEntry), has_more: z.boolean() });
