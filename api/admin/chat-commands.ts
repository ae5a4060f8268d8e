/**
 * Admin commands of the support chat (docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement; docs/product.md#screens "Profile area"): administrators have no
 * screens, so they list the threads waiting for a reply, read one, and answer it from the command
 * line while the site runs. A reply carries the admin label on the user's page and counts as unread
 * there (the header's badge) until the user opens the chat.
 */
import { z } from 'zod';
import { ChatText } from '../../shared/schemas/chat.ts';
import type { MessageRow } from '../chat/repository.ts';
import { ApiError } from '../errors.ts';
import { type AdminCommand, AdminEmail, defineAdminCommand } from './command.ts';
import type { AdminContext } from './context.ts';

/** How many of a thread's latest messages `chat-show` prints. */
const SHOWN_MESSAGES = 50;
/** How much of the last message `chat-threads` quotes. */
const PREVIEW_CHARS = 60;

/** A thread by its number (from `chat-threads`) or by its user's e-mail. */
const ThreadKey = z.union([
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform((id) => ({ id: Number(id) })),
  AdminEmail.transform((email) => ({ email })),
]);

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** One line per message, the text on its own indented lines (as typed, line breaks kept). */
function printed(row: MessageRow): string {
  const who = row.from_admin ? 'admin' : 'user';
  const body = row.content.split('\n').map((line) => `    ${line}`);
  return [`  #${row.id} ${when(row.created_at)} ${who}:`, ...body].join('\n');
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS).join('')}…` : flat;
}

async function threadOf(context: AdminContext, key: z.output<typeof ThreadKey>) {
  const thread = await context.chat.findThread(key);
  if (!thread) throw new ApiError('not_found', { message: 'no chat thread with that number or e-mail' });
  return thread;
}

export const chatCommands: readonly AdminCommand[] = [
  defineAdminCommand({
    name: 'chat-threads',
    readOnly: true,
    args: [],
    summary: 'list the support chats waiting for a reply, longest waiting first',
    input: z.object({}),
    async run(context) {
      const threads = await context.chat.openThreads();
      if (threads.length === 0) return 'chat-threads: no chat is waiting for a reply';
      const lines = threads.map(
        (thread) =>
          `  thread ${thread.id}  ${thread.email}  waiting since ${thread.waiting_since ? when(thread.waiting_since) : '?'}` +
          `  (${thread.messages} messages)  "${preview(thread.last_message)}"`,
      );
      return [`chat-threads: ${threads.length} waiting for a reply`, ...lines].join('\n');
    },
  }),
  defineAdminCommand({
    name: 'chat-show',
    readOnly: true,
    args: ['thread'],
    summary: 'print a support chat (its number or the user e-mail), oldest message first',
    input: z.object({ thread: ThreadKey }),
    async run(context, { thread: key }) {
      const thread = await threadOf(context, key);
      const { rows, hasEarlier } = await context.chat.latestMessages(thread.id, SHOWN_MESSAGES);
      const head = `chat-show: thread ${thread.id}, user ${thread.user_id} ${thread.email}`;
      const earlier = hasEarlier ? [`  (only the latest ${SHOWN_MESSAGES} messages)`] : [];
      return [head, ...earlier, ...rows.map(printed)].join('\n');
    },
  }),
  defineAdminCommand({
    name: 'chat-reply',
    args: ['thread', 'text'],
    summary: 'answer a support chat (its number or the user e-mail) as the administrator',
    input: z.object({ thread: ThreadKey, text: ChatText }),
    async run(context, { thread: key, text }) {
      const thread = await threadOf(context, key);
      const row = await context.chat.reply(thread.id, text);
      await context.readerChanged(thread.user_id);
      return `chat-reply: reply #${row.id} sent to user ${thread.user_id} in thread ${thread.id}`;
    },
  }),
];
