/**
 * The support chat's calls (route layer). Each is validated by its call definition; the acting user
 * always comes from the bearer token, never from a body (R17), and a call without a session is 401.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { chatCalls } from '../../shared/contract/chat.ts';
import { ApiError } from '../errors.ts';
import { registerCall } from '../http/register-call.ts';
import type { ActingUser, ChatService } from './service.ts';

export interface ChatRouteDeps {
  chat: ChatService;
  actingUser: (headers: IncomingHttpHeaders) => Promise<ActingUser | null>;
}

export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { chat, actingUser } = deps;
  const signedIn = async (headers: IncomingHttpHeaders): Promise<ActingUser> => {
    const user = await actingUser(headers);
    if (!user) throw new ApiError('unauthorized');
    return user;
  };

  registerCall(app, chatCalls['chat.thread'], async ({ query }, { headers }) =>
    chat.thread(await signedIn(headers), query.after),
  );
  registerCall(app, chatCalls['chat.send'], async ({ body }, { headers }) =>
    chat.send(await signedIn(headers), {
      messageText: body.messageText,
      claimedUserIds: [body.userId, body.user_id],
    }),
  );
  registerCall(app, chatCalls['chat.read'], async ({ body }, { headers }) =>
    chat.read(await signedIn(headers), body.up_to),
  );
}
