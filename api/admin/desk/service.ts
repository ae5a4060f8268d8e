/**
 * The editors' desk (docs/desk.md): what an administrator does in the browser, on the same
 * repositories and services as the admin commands (one set of rules), each write recorded in the
 * audit log with who made it and from which address.
 */

import type {
  DeskAccessRequest,
  DeskFlaggedComment,
  DeskReader,
  ReaderAction,
  SavedReply,
} from '../../../shared/schemas/desk.ts';
import { toChatMessage } from '../../chat/service.ts';
import { ApiError, notFound } from '../../errors.ts';
import { decisionTags } from '../../moderation/changes.ts';
import type { AdminContext } from '../context.ts';
import type { DeskRepository } from './repository.ts';

/** Who acts at the desk and from where: the session's administrator (docs/rules.md R17). */
export interface DeskActor {
  id: number;
  email: string;
  ip: string;
}

/** How many messages of a thread the desk shows at most. */
const THREAD_MESSAGES = 200;
const FLAGGED_MAX = 100;
const CONTEXT_AROUND = 2;
const DECIDED_SHOWN = 30;
const READERS_FOUND = 30;
const AUTHOR_COMMENTS = 100;
export const AUDIT_PAGE = 100;

export function createDeskService(deps: { admin: AdminContext; desk: DeskRepository }) {
  const { admin, desk } = deps;

  const audit = (
    actor: DeskActor,
    action: string,
    target: { type: string; id: number; label: string },
    details?: string,
  ) =>
    admin.audit({
      actorId: actor.id,
      actor: actor.email,
      action,
      targetType: target.type,
      targetId: target.id,
      target: target.label,
      details,
      ip: actor.ip,
    });

  async function accessRequest(id: number): Promise<DeskAccessRequest> {
    const [row] = await desk.accessRequests('pending', 1, id);
    if (!row) throw notFound();
    return row;
  }

  async function reader(id: number): Promise<DeskReader> {
    const row = await desk.reader(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async summary(userId: number) {
      const [counts, me] = await Promise.all([desk.counts(), desk.admin(userId)]);
      if (!me) throw notFound();
      return { counts, me };
    },

    async setMail(actor: DeskActor, on: boolean) {
      await desk.setDeskMail(actor.id, on);
      await audit(actor, on ? 'desk-mail-on' : 'desk-mail-off', {
        type: 'user',
        id: actor.id,
        label: actor.email,
      });
      return { success: true as const };
    },

    // ---- support inbox ----

    async threads() {
      const rows = await admin.chat.openThreads();
      return {
        threads: rows.map((row) => ({
          id: row.id,
          user: {
            id: row.user_id,
            email: row.email,
            name: row.name ?? '',
            surname: row.surname ?? '',
            locale: row.locale,
          },
          messages: row.messages,
          waiting_since: row.waiting_since,
          last_message: row.last_message,
        })),
      };
    },

    async thread(id: number, after = 0) {
      const found = await desk.threadPerson(id);
      if (!found) throw notFound();
      const { rows, hasEarlier } = await admin.chat.latestMessages(id, THREAD_MESSAGES, after);
      return {
        thread: { id, user: found.user, waiting: found.waiting },
        messages: rows.map(toChatMessage),
        has_earlier: hasEarlier,
      };
    },

    async reply(actor: DeskActor, id: number, text: string) {
      const found = await desk.threadPerson(id);
      if (!found) throw notFound();
      const row = await admin.chat.reply(id, text);
      // The reader's unread badge comes from their kept user call (docs/desk.md#readers).
      await admin.readerChanged(found.user.id);
      await audit(actor, 'chat-reply', { type: 'chat', id, label: found.user.email }, `message ${row.id}`);
      return { message: toChatMessage(row) };
    },

    async done(actor: DeskActor, id: number) {
      const found = await desk.threadPerson(id);
      if (!found || !(await admin.chat.markDone(id))) throw notFound();
      await audit(actor, 'chat-done', { type: 'chat', id, label: found.user.email });
      return { success: true as const };
    },

    async savedReplies() {
      return { replies: await desk.savedReplies() };
    },

    async addSavedReply(actor: DeskActor, reply: Omit<SavedReply, 'id'>) {
      const saved = await desk.addSavedReply(reply);
      await audit(actor, 'saved-reply-add', { type: 'saved-reply', id: saved.id, label: saved.title });
      return { reply: saved };
    },

    async deleteSavedReply(actor: DeskActor, id: number) {
      const gone = await desk.deleteSavedReply(id);
      if (!gone) throw notFound();
      await audit(actor, 'saved-reply-delete', { type: 'saved-reply', id, label: gone.title });
      return { success: true as const };
    },

    // ---- questionnaires ----

    async accessRequests() {
      const [pending, decided] = await Promise.all([
        desk.accessRequests('pending', FLAGGED_MAX),
        desk.accessRequests('decided', DECIDED_SHOWN),
      ]);
      return { pending, decided };
    },

    /** Grants or refuses with today's mails (`api/access/service.ts`), recording who decided. */
    async decideAccess(actor: DeskActor, id: number, grant: boolean, reason: string | null) {
      const decided = await admin.access.decide(id, grant, reason, actor.id);
      if (!decided) throw notFound();
      if ('already' in decided) throw new ApiError('already_decided');
      // The reader's card access and the questionnaire page come from their kept answers.
      await admin.readerChanged(decided.user.id);
      await audit(
        actor,
        grant ? 'access-grant' : 'access-refuse',
        { type: 'access-request', id, label: decided.user.email },
        reason ?? undefined,
      );
      return { request: await accessRequest(id) };
    },

    // ---- comments ----

    async flagged(): Promise<{ comments: DeskFlaggedComment[] }> {
      const rows = await desk.flagged(FLAGGED_MAX);
      const comments = await Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          status: row.status,
          content: row.content,
          created_at: row.created_at,
          locale: row.locale,
          item: { type: row.item_type, slug: row.slug },
          author: { ...row.author, blocked_until: row.blocked_until },
          reports: row.reports,
          reports_total: row.reports_total,
          context: await desk.context(row, CONTEXT_AROUND),
        })),
      );
      return { comments };
    },

    /**
     * Approves, hides, or hides and blocks the author from commenting for `days`. The decision is
     * announced as the admin command's is (`api/admin/moderation-commands.ts`): the item's comment
     * lists and the author's own answers (their comment count), in process here and on PostgreSQL's
     * channel by the decision's transaction (`api/moderation/repository.ts`).
     */
    async decideComment(
      actor: DeskActor,
      id: number,
      decision:
        | { action: 'approve' }
        | { action: 'hide'; reason: string }
        | { action: 'block'; reason: string; days: number },
    ) {
      const authorId = await desk.commentAuthor(id);
      if (authorId === undefined) throw notFound();
      const result =
        decision.action === 'approve'
          ? await admin.moderation.approve(id)
          : await admin.moderation.hide(id, decision.reason);
      if (!result) throw notFound();
      admin.changes.announce(decisionTags(result));
      const details = decision.action === 'approve' ? undefined : decision.reason;
      await audit(
        actor,
        `comment-${decision.action === 'approve' ? 'approve' : 'hide'}`,
        {
          type: 'comment',
          id,
          label: `comment ${id}`,
        },
        details,
      );
      if (decision.action === 'block') {
        await desk.blockCommenting(authorId, decision.days);
        const author = await desk.person(authorId);
        await audit(
          actor,
          'comments-block',
          { type: 'user', id: authorId, label: author?.email ?? `user ${authorId}` },
          `${decision.days} days: ${decision.reason}`,
        );
        // Whether the author may comment is part of what their pages show them.
        await admin.readerChanged(authorId);
      }
      return { status: decision.action === 'approve' ? ('visible' as const) : ('hidden' as const) };
    },

    async authorComments(userId: number) {
      const author = await desk.person(userId);
      if (!author) throw notFound();
      return { author, comments: await desk.authorComments(userId, AUTHOR_COMMENTS) };
    },

    // ---- readers ----

    async findReaders(text: string) {
      return { readers: await desk.findReaders(text, READERS_FOUND) };
    },

    async reader(id: number) {
      return { reader: await reader(id) };
    },

    async act(actor: DeskActor, id: number, action: ReaderAction) {
      const before = await reader(id);
      if (action === 'end-sessions') {
        const ended = await desk.endSessions(id);
        // Every instance forgets the sessions it believed (they carry the reader's tag).
        await admin.readerChanged(id);
        await audit(actor, action, { type: 'user', id, label: before.email }, `${ended} sessions`);
        return { reader: await reader(id) };
      }
      const change =
        action === 'grant-access'
          ? { card_access: 1 as const }
          : action === 'revoke-access'
            ? { card_access: 0 as const }
            : action === 'make-admin'
              ? { role: 'admin' as const }
              : action === 'unmake-admin'
                ? { role: 'user' as const }
                : { must_change_password: true as const };
      const result = await desk.setAccount(id, change);
      if (result === 'missing') throw notFound();
      if (result === 'last') throw new ApiError('last_admin');
      if (result.changed) {
        // Card access, the administrator's menu and the forced password change show on their pages.
        await admin.readerChanged(id);
        await audit(actor, action, { type: 'user', id, label: before.email });
        if (action === 'grant-access') {
          admin.mails.cardAccessGranted({
            id,
            email: before.email,
            name: before.name,
            locale: before.locale,
            role: before.role,
            card_access: 1,
          });
        }
      }
      return { reader: await reader(id) };
    },

    audit(before?: number) {
      return desk.audit(AUDIT_PAGE, before);
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
