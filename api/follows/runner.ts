/**
 * What runs the digest's passes (docs/follows.md#how-the-queue-runs). On PostgreSQL, pg-boss keeps the
 * schedule in its own tables: one `digest-tick` job per interval for all instances together (a
 * singleton queue), retried with back-off when a pass breaks, and whichever instance fetches it runs
 * the pass. On the embedded PGlite, a timer in this process does the same. Either way a pass plans the
 * last completed periods and works the due jobs of `digest_jobs`, whose key per reader and period is
 * what keeps a digest from going out twice.
 */
import { PgBoss } from 'pg-boss';
import type { DigestService } from './digest-service.ts';

export interface RunnerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DigestRunner {
  /** One pass now in this process: plan, then work. */
  pass(): Promise<{ planned: number; ran: number }>;
  /**
   * Asks for a pass the way the schedule does: on pg-boss a `digest-tick` job that any instance may
   * take (once the queue has started), on PGlite a pass here.
   */
  tick(): Promise<void>;
  close(): Promise<void>;
}

const QUEUE = 'digest-tick';

export function startDigestRunner(options: {
  digests: DigestService;
  /** PostgreSQL: pg-boss runs the ticks; unset: an in-process timer. */
  databaseUrl?: string;
  pollSeconds: number;
  log: RunnerLog;
}): DigestRunner {
  const { digests, databaseUrl, pollSeconds, log } = options;
  let running: Promise<{ planned: number; ran: number }> | undefined;
  let closed = false;

  // One pass at a time in this process; another instance's pass is kept apart by the jobs' leases.
  const pass = () => {
    running ??= (async () => {
      try {
        const planned = await digests.planDue();
        const ran = await digests.work();
        if (planned > 0 || ran > 0) log.info({ planned, ran }, 'digest pass');
        return { planned, ran };
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  let boss: PgBoss | undefined;
  let timer: NodeJS.Timeout | undefined;
  let bossReady: (value: PgBoss) => void = () => {};
  const bossStarted = new Promise<PgBoss>((resolve) => {
    bossReady = resolve;
  });

  async function startBoss(url: string) {
    const instance = new PgBoss({ connectionString: url, max: 2 });
    instance.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
    await instance.start();
    if (closed) {
      await instance.stop({ graceful: false });
      return;
    }
    boss = instance;
    await instance.createQueue(QUEUE, { policy: 'singleton', retryLimit: 5, retryBackoff: true });
    const minutes = Math.max(1, Math.round(pollSeconds / 60));
    await instance.schedule(QUEUE, minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`);
    await instance.work(QUEUE, async () => {
      await pass();
    });
    log.info({ queue: QUEUE, everyMinutes: minutes }, 'digest queue started on pg-boss');
    bossReady(instance);
  }

  // The first pass waits one interval: a process that only lives for a moment (a test, a command) never starts one.
  const first = setTimeout(() => {
    if (closed) return;
    if (databaseUrl) {
      startBoss(databaseUrl).catch((error: unknown) => log.error({ err: error }, 'pg-boss did not start'));
      return;
    }
    const tick = () => {
      pass().catch((error: unknown) => log.error({ err: error }, 'digest pass broke'));
    };
    tick();
    timer = setInterval(tick, pollSeconds * 1000);
    timer.unref();
  }, pollSeconds * 1000);
  first.unref();

  return {
    pass,
    async tick() {
      if (!databaseUrl) {
        await pass();
        return;
      }
      await (await bossStarted).send(QUEUE);
    },
    async close() {
      closed = true;
      clearTimeout(first);
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: 5000 });
    },
  };
}
