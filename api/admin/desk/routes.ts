/**
 * The desk's calls (docs/desk.md), registered from `shared/contract/desk.ts`. Each has the `admin`
 * auth level, so `registerCall` answers anyone but an administrator with a 404 before a handler runs;
 * the acting administrator and their address come from the request alone (docs/rules.md R17).
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
  registerCall(calls['desk.chat-reply'], async ({ params, body }, context) => {
    const answer = await desk.reply(actorOf(context), params.id, body.text);
    return answer;
  });
  registerCall(calls['desk.chat-done'], ({ params }, context) => desk.done(actorOf(context), params.id));
  registerCall(calls['desk.saved-replies'], () => desk.savedReplies());
  registerCall(calls['desk.saved-reply-add'], ({ body }, context) =>
    desk.addSavedReply(actorOf(context), body),
  );
  registerCall(calls['desk.saved-reply-delete'], ({ params }, context) =>
    desk.deleteSavedReply(actorOf(context), params.id),
  );
  registerCall(calls['desk.access'], () => desk.accessRequests());
  registerCall(calls['desk.access-decide'], async ({ params, body }, context) => {
    const grant = body.decision === 'grant';
    const { request, userId } = await desk.decideAccess(
      actorOf(context),
      params.id,
      grant,
      body.decision === 'refuse' ? body.reason : null,
    );
    context.drop([desk.readerTag(userId)]);
    return { request };
  });
  registerCall(calls['desk.comments'], () => desk.flagged());
  registerCall(calls['desk.comment-decide'], async ({ params, body }, context) => {
    const { status, tags } = await desk.decideComment(actorOf(context), params.id, body);
    context.drop(tags);
    return { status };
  });
  registerCall(calls['desk.readers'], ({ query }) => desk.findReaders(query.q));
  registerCall(calls['desk.reader'], ({ params }) => desk.reader(params.id));
  registerCall(calls['desk.reader-comments'], ({ params }) => desk.authorComments(params.id));
  registerCall(calls['desk.reader-act'], async ({ params, body }, context) => {
    const answer = await desk.act(actorOf(context), params.id, body.action);
    context.drop([desk.readerTag(params.id)]);
    return answer;
  });
  registerCall(calls['desk.audit'], ({ query }) => desk.audit(query.before));
}
