/**
 * Admin commands on comment safety (docs/architecture.md#sessions-and-accounts): list the comments that wait for moderation
 * and the shown ones readers reported, approve one (shown; its reports answered) or hide one with a
 * reason (gone from the page and the counts). Each decision announces the comment's item, so an
 * embedding web tier drops its cached comment list and pages at once (`api/moderation/changes.ts`).
 */
import { z } from 'zod';
import { IdParam } from '../../shared/schemas/common.ts';
import { ApiError } from '../errors.ts';
import { decisionTags } from '../moderation/changes.ts';
import type { Decision } from '../moderation/repository.ts';
import { type AdminCommand, defineAdminCommand } from './command.ts';
import type { AdminContext } from './context.ts';
import { plainLine } from './plain-line.ts';

/** How many flagged comments one listing shows at most. */
const FLAGGED_MAX = 100;
/** How much of a comment's text a listing shows. */
const EXCERPT_CHARS = 200;

const excerpt = (text: string) => plainLine(text, EXCERPT_CHARS);

function announced(context: AdminContext, id: number, decision: Decision | undefined): Decision {
  if (!decision) throw new ApiError('not_found', { message: `no comment ${id}` });
  context.changes.announce(decisionTags(decision));
  return decision;
}

export const moderationCommands: readonly AdminCommand[] = [
  defineAdminCommand({
    name: 'comments-flagged',
    readOnly: true,
    args: [],
    summary: 'list comments waiting for moderation and reported comments, oldest first',
    input: z.object({}),
    async run(context) {
      const rows = await context.moderation.flagged(FLAGGED_MAX);
      if (rows.length === 0) return 'comments-flagged: nothing to moderate';
      return rows
        .map((row) => {
          const state = row.status === 'pending' ? 'waiting' : `reported ×${row.reports}`;
          return [
            `#${row.id}  ${state}  ${row.item_type}/${row.slug ?? '?'} (${row.locale})  ${row.email}  ${row.created_at}`,
            `  ${excerpt(row.content)}`,
          ].join('\n');
        })
        .join('\n');
    },
  }),
  defineAdminCommand({
    name: 'comment-approve',
    args: ['id'],
    summary: 'show a waiting comment, or keep a reported one and close its reports',
    input: z.object({ id: IdParam }),
    async run(context, { id }) {
      const decision = announced(context, id, await context.moderation.approve(id));
      return `comment-approve: comment ${id} is shown (it was ${decision.before})`;
    },
  }),
  defineAdminCommand({
    name: 'comment-hide',
    args: ['id', 'reason'],
    summary: 'hide a comment from the page and the counts, with a reason',
    input: z.object({ id: IdParam, reason: z.string().trim().min(1, 'give a reason').max(1000) }),
    async run(context, { id, reason }) {
      const decision = announced(context, id, await context.moderation.hide(id, reason));
      return `comment-hide: comment ${id} is hidden (it was ${decision.before})`;
    },
  }),
];
