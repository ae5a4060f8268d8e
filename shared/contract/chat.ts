/**
 * The support chat's calls (docs/product.md#screens "Profile area", docs/product.md#content-model; docs/product.md#content-and-engagement): the session user's one
 * thread, a new message in it, and "read up to here", which clears the header's unread counter. All
 * need a session and none is cached; whose thread it is comes from the token alone (docs/rules.md R17).
 * Administrators answer through admin commands (`api/admin/chat-commands.ts`), not through these.
 */
import {
  ChatReadAnswer,
  ChatReadBody,
  ChatSendAnswer,
  ChatSendBody,
  ChatThreadAnswer,
  ChatThreadQuery,
} from '../schemas/chat.ts';
import { defineCall } from './define.ts';

/** R23: a message of 2 000 characters is at most 8 000 bytes of UTF-8, plus the JSON around it. */
const MESSAGE_BODY_LIMIT_BYTES = 16 * 1024;
const SMALL_BODY_LIMIT_BYTES = 1024;

export const chatCalls = {
  'chat.thread': defineCall({
    id: 'chat.thread',
    method: 'GET',
    path: '/api/chat',
    summary: "The session user's support thread, oldest first (only messages after `after` when given)",
    query: ChatThreadQuery,
    response: ChatThreadAnswer,
    auth: 'required',
  }),
  'chat.send': defineCall({
    id: 'chat.send',
    method: 'POST',
    path: '/api/chat',
    summary: 'A message from the session user to the administrators (plain text, rate-limited)',
    body: ChatSendBody,
    bodyLimit: MESSAGE_BODY_LIMIT_BYTES,
    response: ChatSendAnswer,
    auth: 'required',
  }),
  'chat.read': defineCall({
    id: 'chat.read',
    method: 'POST',
    path: '/api/chat/read',
    summary: 'The user has seen the thread up to this message: the unread counter drops accordingly',
    body: ChatReadBody,
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: ChatReadAnswer,
    auth: 'required',
  }),
} as const;
