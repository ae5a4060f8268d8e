/**
 * Admin commands of the digest (docs/follows.md#operators): a preview of what a reader would get,
 * sent to an administrator's address (counts nothing, plans nothing), and running a period now: its
 * jobs are planned and the due jobs sent, under the same one-per-reader-and-period key as the
 * scheduled passes, so running it twice sends nothing twice.
 */
import { z } from 'zod';
import type { ApiConfig } from '../config/index.ts';
import type { Db } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import { createDigestRepository } from '../follows/digest-repository.ts';
import { createDigestService, type DigestService } from '../follows/digest-service.ts';
import { lastCompletedPeriod } from '../follows/periods.ts';
import { createFollowsRepository } from '../follows/repository.ts';
import { createFollowsService } from '../follows/service.ts';
import { createUnsubscribeTokens } from '../follows/unsubscribe-token.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type AdminCommand, AdminEmail, defineAdminCommand } from './command.ts';

/** The digest for a command run by the CLI in its own process (no server holds the database). */
export function digestsFor(db: Db, config: ApiConfig, mailer: Mailer, publicOrigin: string): DigestService {
  const follows = createFollowsService({ follows: createFollowsRepository(db) });
  return createDigestService({
    jobs: createDigestRepository(db),
    follows,
    tokens: createUnsubscribeTokens(db),
    mailer,
    settings: {
      publicOrigin,
      maxAttempts: config.DIGEST_MAX_ATTEMPTS,
      retryBaseSeconds: config.DIGEST_RETRY_BASE_SECONDS,
      leaseSeconds: 300,
      batch: 20,
    },
  });
}

/** `weekly`, `daily` (the last completed one) or a period's key such as `weekly:2026-11-23`. */
const PeriodArg = z
  .string()
  .trim()
  .regex(/^(weekly|daily)(:\d{4}-\d{2}-\d{2})?$/, 'expected weekly, daily or weekly:YYYY-MM-DD');

export const digestCommands: readonly AdminCommand[] = [
  defineAdminCommand({
    name: 'digest-preview',
    args: ['reader', 'to', 'period'],
    optionalArgs: 1,
    summary:
      "send an administrator (to) the digest a reader (e-mail) would get for a period (default: last week's)",
    input: z.object({ reader: AdminEmail, to: AdminEmail, period: PeriodArg.default('weekly') }),
    async run(context, { reader, to, period }) {
      const admin = await context.users.byEmail(to);
      if (admin?.role !== 'admin') {
        throw new ApiError('forbidden', { message: `${to} is not an administrator's address` });
      }
      const user = await context.users.byEmail(reader);
      if (!user) throw new ApiError('not_found', { message: `no user ${reader}` });
      const sent = await context.digests.preview(user.id, admin.email, period as 'weekly');
      if (!sent)
        throw new ApiError('validation_failed', { field: 'period', message: 'period: not a period' });
      return sent.items === 0
        ? `digest-preview: nothing new for ${reader} in ${sent.period}, no mail`
        : `digest-preview: ${sent.items} items of ${sent.period} for ${reader} sent to ${admin.email}`;
    },
  }),
  defineAdminCommand({
    name: 'digest-run',
    args: ['period'],
    optionalArgs: 1,
    summary: "plan a digest period now and send its due jobs (default: last week's); never sends twice",
    input: z.object({ period: PeriodArg.default('weekly') }),
    async run(context, { period }) {
      const key =
        period === 'weekly' || period === 'daily' ? lastCompletedPeriod(period, new Date()).key : period;
      const planned = await context.digests.planPeriod(key);
      if (planned === undefined) {
        throw new ApiError('validation_failed', { field: 'period', message: 'period: not a period' });
      }
      const before = context.digests.counts();
      await context.digests.work();
      const after = context.digests.counts();
      return `digest-run ${key}: ${planned} planned, ${after.sent - before.sent} sent, ${after.skipped - before.skipped} skipped, ${after.failed - before.failed} failed`;
    },
  }),
];
