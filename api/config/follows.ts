/**
 * The digest's settings (docs/follows.md#the-digest): whether this process runs digest jobs, how often
 * it looks for due ones, and how a failed send is tried again.
 */
import { z } from 'zod';
import { intVar } from '../../shared/env-vars.ts';

export const followsEnv = {
  /** `on`: this process plans and sends digests (pg-boss on PostgreSQL, a timer on PGlite); `off`: never. */
  DIGEST_RUNNER: z.enum(['on', 'off']).default('on'),
  /** Seconds between passes; the first pass comes one interval after start. */
  DIGEST_POLL_SECONDS: intVar(1, 86_400, 300),
  DIGEST_MAX_ATTEMPTS: intVar(1, 20, 5),
  DIGEST_RETRY_BASE_SECONDS: intVar(1, 86_400, 60),
};
