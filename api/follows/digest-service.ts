/**
 * The digest (docs/follows.md#the-digest): planning a period makes one job per reader due for it;
 * working takes due jobs and, for each, sends what appeared in the reader's follows during that period,
 * in their language, or skips it when nothing did. A failed send is tried again with a doubling delay
 * and logged; an SMTP 5xx is a bounce: the job fails for good and the reader's digests stop. What
 * happened is counted for `/metrics` (sent, skipped, failed).
 */
import { FOLLOW_LIMITS } from '../../shared/schemas/follows.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ClaimedJob, DigestRepository } from './digest-repository.ts';
import { composeDigest } from './mails.ts';
import { type Frequency, lastCompletedPeriod, type Period, periodOfKey } from './periods.ts';
import type { FollowsService } from './service.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export interface DigestCounts {
  sent: number;
  skipped: number;
  failed: number;
}

/** Where a pass reports each job: sent and skipped as info, a retry as a warning, a failure as an error. */
export interface DigestLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DigestSettings {
  publicOrigin: string;
  /** Tries of one job before it fails for good. */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles it. */
  retryBaseSeconds: number;
  /** How long a runner holds a job it took (a crash frees it after this). */
  leaseSeconds: number;
  /** Jobs one pass takes. */
  batch: number;
}

/** An SMTP refusal of the address (5xx): a bounce, never worth a retry. */
export function isBounce(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createDigestService(deps: {
  jobs: DigestRepository;
  follows: FollowsService;
  tokens: UnsubscribeTokens;
  mailer: Mailer;
  settings: DigestSettings;
  log?: DigestLog;
  now?: () => Date;
}) {
  const { jobs, follows, tokens, mailer, settings, log } = deps;
  const now = deps.now ?? (() => new Date());
  const counts: DigestCounts = { sent: 0, skipped: 0, failed: 0 };
  const listeners = new Set<(result: keyof DigestCounts) => void>();
  const count = (result: keyof DigestCounts) => {
    counts[result] += 1;
    for (const listener of listeners) listener(result);
  };

  async function compose(userId: number, period: Period, preview: boolean, to?: string) {
    const reader = await jobs.reader(userId);
    if (!reader) return undefined;
    const items = await follows.between(
      userId,
      reader.locale,
      period.start,
      period.end,
      FOLLOW_LIMITS.digest,
    );
    if (items.length === 0) return { items, message: undefined };
    const message = composeDigest({
      to: to ?? reader.email,
      name: reader.name,
      locale: reader.locale,
      items,
      publicOrigin: settings.publicOrigin,
      token: await tokens.tokenFor(userId),
      preview,
    });
    return { items, message };
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const period = periodOfKey(job.period);
    const composed = period ? await compose(job.user_id, period, false) : undefined;
    if (!composed?.message) {
      await jobs.finish(job, 'skipped', 0, null);
      count('skipped');
      log?.info({ userId: job.user_id, period: job.period }, 'digest skipped: nothing new');
      return;
    }
    try {
      await mailer.send(composed.message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isBounce(error)) {
        await jobs.finish(job, 'failed', composed.items.length, reason);
        await follows.stopDigest(job.user_id, true);
        count('failed');
        log?.warn({ userId: job.user_id, period: job.period, err: reason }, 'digest bounced: digests stop');
        return;
      }
      if (job.attempts >= settings.maxAttempts) {
        await jobs.finish(job, 'failed', composed.items.length, reason);
        count('failed');
        log?.error({ userId: job.user_id, period: job.period, err: reason }, 'digest failed for good');
        return;
      }
      const delay = settings.retryBaseSeconds * 2 ** (job.attempts - 1);
      await jobs.retry(job, new Date(now().getTime() + delay * 1000), reason);
      log?.warn(
        {
          userId: job.user_id,
          period: job.period,
          attempt: job.attempts,
          retryInSeconds: delay,
          err: reason,
        },
        'digest send failed; retrying',
      );
      return;
    }
    await jobs.finish(job, 'sent', composed.items.length, null);
    count('sent');
    log?.info({ userId: job.user_id, period: job.period, items: composed.items.length }, 'digest sent');
  }

  return {
    counts: (): Readonly<DigestCounts> => ({ ...counts }),
    onCount(listener: (result: keyof DigestCounts) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Plans the last completed period of each frequency; answers the new jobs. */
    async planDue(): Promise<number> {
      const at = now();
      let planned = 0;
      for (const frequency of ['weekly', 'daily'] as const) {
        planned += await jobs.plan(frequency, lastCompletedPeriod(frequency, at).key, at);
      }
      return planned;
    },

    /** Plans one period by key (the admin's "run a period now"); answers the new jobs. */
    async planPeriod(key: string): Promise<number | undefined> {
      const period = periodOfKey(key);
      if (!period) return undefined;
      return jobs.plan(period.frequency, period.key, now());
    },

    /** Takes and runs due jobs until none is left; answers how many it ran. */
    async work(): Promise<number> {
      let ran = 0;
      for (;;) {
        const claimed = await jobs.claim(now(), settings.leaseSeconds, settings.batch);
        if (claimed.length === 0) return ran;
        for (const job of claimed) {
          try {
            await runJob(job);
          } catch (error) {
            // A database fault: the lease runs out and another pass takes the job again.
            log?.error({ userId: job.user_id, period: job.period, err: error }, 'digest job broke');
          }
          ran += 1;
        }
      }
    },

    /**
     * A preview to an administrator's address of what `userId` would get for the last completed
     * `frequency` period (or the period named). Counts nothing and plans nothing.
     */
    async preview(
      userId: number,
      to: string,
      periodKey: string | Frequency,
    ): Promise<{ items: number; period: string } | undefined> {
      const period =
        periodKey === 'weekly' || periodKey === 'daily'
          ? lastCompletedPeriod(periodKey, now())
          : periodOfKey(periodKey);
      if (!period) return undefined;
      const composed = await compose(userId, period, true, to);
      if (composed?.message) await mailer.send(composed.message);
      return { items: composed?.items.length ?? 0, period: period.key };
    },

    async unsubscribe(userId: number): Promise<void> {
      await follows.stopDigest(userId, false);
      log?.info({ userId }, 'digest unsubscribed');
    },
  };
}

export type DigestService = ReturnType<typeof createDigestService>;
