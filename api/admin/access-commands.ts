/**
 * Admin commands on special-project access (docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement): list the pending questionnaires, grant one
 * (card access opens and the user is mailed) or refuse it with an optional reason (mailed too). Both
 * decisions are final for that request; a refused user may send a new questionnaire.
 */
import { z } from 'zod';
import { IdParam } from '../../shared/schemas/common.ts';
import { ApiError } from '../errors.ts';
import { type AdminCommand, defineAdminCommand } from './command.ts';
import type { AdminContext } from './context.ts';
import { plainLine as flat } from './plain-line.ts';

const ById = z.object({ id: IdParam });

async function decide(
  context: AdminContext,
  name: string,
  id: number,
  grant: boolean,
  reason: string | null,
) {
  const decided = await context.access.decide(id, grant, reason);
  if (!decided) throw new ApiError('not_found', { message: `no access request ${id}` });
  if ('already' in decided) return `${name}: request ${id} was already ${decided.already}`;
  await context.readerChanged(decided.user.id);
  return `${name}: request ${id} of user ${decided.user.id} ${decided.request.status}, mail sent`;
}

export const accessCommands: readonly AdminCommand[] = [
  defineAdminCommand({
    name: 'access-requests',
    readOnly: true,
    args: [],
    summary: 'list the special-project questionnaires waiting for a decision, oldest first',
    input: z.object({}),
    async run(context) {
      const rows = await context.access.pending();
      if (rows.length === 0) return 'access-requests: none pending';
      return rows
        .map((row) =>
          [
            `#${row.id}  ${row.email}  ${flat(`${row.name} ${row.surname}`)}  ${row.created_at}  (${row.locale})`,
            `  who:   ${flat(row.occupation)}`,
            `  where: ${flat(row.institution)}`,
            `  use:   ${flat(row.purpose)}`,
          ].join('\n'),
        )
        .join('\n');
    },
  }),
  defineAdminCommand({
    name: 'access-grant',
    args: ['id'],
    summary: 'grant a questionnaire: the hashtag tool opens (card_access = 1) and the user is mailed',
    input: ById,
    run: (context, { id }) => decide(context, 'access-grant', id, true, null),
  }),
  defineAdminCommand({
    name: 'access-refuse',
    args: ['id', 'reason'],
    optionalArgs: 1,
    summary: 'refuse a questionnaire, with an optional reason the user is mailed',
    input: z.object({ id: IdParam, reason: z.string().trim().min(1).max(1000).optional() }),
    run: (context, { id, reason }) => decide(context, 'access-refuse', id, false, reason ?? null),
  }),
];
