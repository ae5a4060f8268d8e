/**
 * The support chat's calls (route layer). Each is validated by its call definition; the acting user
 * always comes from the bearer token, never from a body (R17), and a call without a session is 401.
 */
import { chatCalls } from '../../shared/contract/chat.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { ChatService } from './service.ts';

export function registerChatRoutes(registerCall: RegisterCall, chat: ChatService): void {
  registerCall(chatCalls['chat.thread'], ({ query }, { user }) => chat.thread(user, query.after));
  registerCall(chatCalls['chat.send'], ({ body }, { user }) =>
    chat.send(user, { messageText: body.messageText, claimedUserIds: [body.userId, body.user_id] }),
  );
  registerCall(chatCalls['chat.read'], ({ body }, { user }) => chat.read(user, body.up_to));
}
