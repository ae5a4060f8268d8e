/**
 * The desk's calls (docs/desk.md), registered from `shared/contract/desk.ts`. Each has the `admin`
 * auth level, so `registerCall` answers anyone but an administrator with a 404 before a handler runs;
 * the acting administrator and their address come from the request alone (docs/rules.md R17). What a
 * write changes for a reader is announced by the service, the way the admin commands announce it
 * (`AdminContext.readerChanged`), never on the answer: every web instance hears it, whichever one
 * carried the call (docs/architecture.md#the-reader-cache).
 */
import { deskCalls as calls } from '../../../shared/contract/desk.ts';
import type { CallContext, RegisterCall } from '../../http/register-call.ts';
import type { DeskActor, DeskService } from './service.ts';

type Acting = Pick<CallContext, 'ip'> & { caller: { user: { id: number; email?: unknown } } | null };

function actorOf(context: Acting): DeskActor {
  const user = context.caller?.user;
  if (!user) throw new Error('a desk call without its administrator');
  return {
    id: user.id,
    email: typeof user.email === 'string' ? user.email : `user ${user.id}`,
    ip: context.ip,
  };
}

export function registerDeskRoutes(registerCall: RegisterCall, desk: DeskService): void {
  registerCall(calls['desk.summary'], (_input, { user }) => desk.summary(user.id));
  registerCall(calls['desk.me'], ({ body }, context) => desk.setMail(actorOf(context), body.desk_mail));
  registerCall(calls['desk.chats'], () => desk.threads());
  registerCall(calls['desk.chat'], ({ params, query }) => desk.thread(params.id, query.after));
  registerCall(calls['desk.chat-reply'], ({ params, body }, context) =>
    desk.reply(actorOf(context), params.id, body.text),
  );
  registerCall(calls['desk.chat-done'], ({ params }, context) => desk.done(actorOf(context), params.id));
  registerCall(calls['desk.saved-replies'], () => desk.savedReplies());
  registerCall(calls['desk.saved-reply-add'], ({ body }, context) =>
    desk.addSavedReply(actorOf(context), body),
  );
  registerCall(calls['desk.saved-reply-delete'], ({ params }, context) =>
    desk.deleteSavedReply(actorOf(context), params.id),
  );
  registerCall(calls['desk.access'], () => desk.accessRequests());
  registerCall(calls['desk.access-decide'], ({ params, body }, context) =>
    desk.decideAccess(
      actorOf(context),
      params.id,
      body.decision === 'grant',
      body.decision === 'refuse' ? body.reason : null,
    ),
  );
  registerCall(calls['desk.comments'], () => desk.flagged());
  registerCall(calls['desk.comment-decide'], ({ params, body }, context) =>
    desk.decideComment(actorOf(context), params.id, body),
  );
  registerCall(calls['desk.readers'], ({ query }) => desk.findReaders(query.q));
  registerCall(calls['desk.reader'], ({ params }) => desk.reader(params.id));
  registerCall(calls['desk.reader-comments'], ({ params }) => desk.authorComments(params.id));
  registerCall(calls['desk.reader-act'], ({ params, body }, context) =>
    desk.act(actorOf(context), params.id, body.action),
  );
  registerCall(calls['desk.audit'], ({ query }) => desk.audit(query.before));
}
