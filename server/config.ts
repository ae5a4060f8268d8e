/**
 * The web tier's configuration: environment variables validated once at start (DESIGN §7). Every
 * number carries its unit in its name; `.env.example` lists them all with their defaults.
 */
import path from 'node:path';
import { z } from 'zod';

const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `expected a number from ${min} to ${max}`)
    .default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: int(3000, 0, 65535),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z.string().default('false'),
  STREAM_TIMEOUT_MS: int(5000, 100, 60_000),
  UPSTREAM_TIMEOUT_MS: int(3000, 100, 60_000),
  SHUTDOWN_GRACE_MS: int(10_000, 0, 120_000),
  DIST_DIR: z.string().min(1).default('./dist'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  isProduction: boolean;
  dataDir: string;
  mediaDir: string;
  distDir: string;
  publicOrigin: string;
  /** Fastify's trustProxy: false, or the exact proxy addresses (RELIABILITY R11, R23). */
  trustProxy: false | string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const trust = values.TRUST_PROXY.trim();
  return Object.freeze({
    ...values,
    isProduction: values.NODE_ENV === 'production',
    dataDir,
    mediaDir: path.resolve(values.MEDIA_DIR ?? path.join(dataDir, 'media')),
    distDir: path.resolve(values.DIST_DIR),
    publicOrigin: (values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    trustProxy: trust === 'false' || trust === '' ? false : trust.split(',').map((s) => s.trim()),
  });
}
