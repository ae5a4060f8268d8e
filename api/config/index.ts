/**
 * The content API's configuration: environment variables validated once at start (docs/operations.md), units
 * in the names. `loadApiConfig` never reads `process.env` by itself, so tests and the embedding web
 * server pass exactly what they mean.
 */
import path from 'node:path';
import { z } from 'zod';
import { BoolVar, intVar } from '../../shared/env-vars.ts';
import { accessEnv } from './access.ts';
import { accountsConfigProblem, accountsEnv } from './accounts.ts';
import { chatEnv } from './chat.ts';
import { deskEnv } from './desk.ts';
import { educatorsEnv } from './educators.ts';
import { engagementEnv } from './engagement.ts';
import { followsEnv } from './follows.ts';
import { moderationEnv } from './moderation.ts';
import { reviewsEnv } from './reviews.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `API_TRUST_PROXY`: `false`, or a comma-separated list of proxy addresses / CIDRs (R11, R23). */
const TrustProxyVar = z
  .string()
  .regex(/^(false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'expected false or a list of addresses')
  .transform((v): false | string[] => (v === 'false' ? false : v.split(',').map((s) => s.trim())));

export const ApiEnv = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
    .optional(),
  /** A read replica for the content and search reads; they fall back to the primary. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  MEDIA_DIR: z.string().optional(),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: intVar(0, 65535, 3001),
  API_TRUST_PROXY: TrustProxyVar.default(['127.0.0.1']),
  API_BODY_LIMIT_BYTES: intVar(1024, 10 * 1024 * 1024, 64 * 1024),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DB_POOL_SIZE: intVar(1, 100, 10),
  DB_STATEMENT_TIMEOUT_MS: intVar(100, 600_000, 2000),
  DB_QUEUE_TIMEOUT_MS: intVar(10, 600_000, 2000),
  CONTENT_PACK_DIR: z.string().min(1).default('content/demo'),
  IMPORT_ON_EMPTY: BoolVar.default(true),
  ...engagementEnv,
  ...accountsEnv,
  ...educatorsEnv,
  ...chatEnv,
  ...accessEnv,
  ...moderationEnv,
  ...reviewsEnv,
  ...followsEnv,
  ...deskEnv,
});

export type ApiEnvInput = z.input<typeof ApiEnv>;
export type ApiConfig = Readonly<Omit<z.output<typeof ApiEnv>, 'MEDIA_DIR'> & { MEDIA_DIR: string }>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the variables this API reads (others are ignored); empty values count as unset. */
export function loadApiConfig(env: Record<string, string | undefined>): ApiConfig {
  const known = Object.keys(ApiEnv.shape);
  const input = Object.fromEntries(
    known.filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]]),
  );
  const result = ApiEnv.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid API configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = result.data;
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) {
    throw new ConfigError(
      'invalid API configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL',
    );
  }
  const problem = accountsConfigProblem(config);
  if (problem) throw new ConfigError(`invalid API configuration:\n  ${problem}`);
  return Object.freeze({ ...config, MEDIA_DIR: config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media') });
}
