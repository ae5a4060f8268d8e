/**
 * What the command-line tools share: the validated config with the tools' own timeouts, an open
 * database, a console logger, and `runCli`, which turns any failure into one line on stderr and a
 * non-zero exit code (an operator reads what went wrong, not a stack trace).
 */
import { type ApiConfig, ConfigError, loadApiConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import type { Db } from '../db/types.ts';

/**
 * The API's statement and queue timeouts (2 s) bound a request; a tool's bulk statements (a content
 * import, a synthetic corpus of 100 000 materials, a migration) run for minutes on purpose. The
 * tools' own bound is CLI_STATEMENT_TIMEOUT_MS, 30 minutes unless set. A connection (or PGlite's one
 * queue) is waited for a minute at most, so an unreachable database is said within that time.
 */
export const CLI_STATEMENT_TIMEOUT_MS = 30 * 60 * 1000;
const CLI_QUEUE_TIMEOUT_MS = 60_000;

export const consoleLog = {
  info: (fields: object, message: string) => console.log(`${message} ${JSON.stringify(fields)}`),
  warn: (fields: object, message: string) => console.warn(`warning: ${message} ${JSON.stringify(fields)}`),
};

/** A failure the tool explains itself: printed as is, without the error's class or cause. */
export class CliError extends Error {
  override name = 'CliError';
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** One line for an error: its message, then its causes' (a database refused, a file missing). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    const line = message.trim().replace(/\.$/, '');
    if (line && !parts.includes(line)) parts.push(line);
    current = current instanceof Error ? current.cause : undefined;
  }
  if (error instanceof AggregateError) parts.push(...error.errors.map((inner) => describeError(inner)));
  return (parts.join(': ') || 'unknown error').replace(/\s*\n\s*/g, ' ');
}

/**
 * Runs a tool's work and exits: 0 when it resolves (or the code it resolves to), otherwise one line
 * `tool: what went wrong` on stderr and exit code 1 (or the `CliError`'s own).
 */
export async function runCli(tool: string, work: () => Promise<number | undefined>): Promise<never> {
  let code: number;
  try {
    code = (await work()) ?? 0;
  } catch (error) {
    console.error(`${tool}: ${describeError(error)}`);
    code = error instanceof CliError ? error.exitCode : 1;
  }
  process.exit(code);
}

export function cliConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  let config: ApiConfig;
  try {
    config = loadApiConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message.replace(/:\n\s*/, ': '));
    throw error;
  }
  const raw = env.CLI_STATEMENT_TIMEOUT_MS;
  const timeout = raw === undefined || raw === '' ? CLI_STATEMENT_TIMEOUT_MS : Number(raw);
  if (!/^\d{1,9}$/.test(String(timeout)) || timeout < 1000) {
    throw new CliError('CLI_STATEMENT_TIMEOUT_MS: expected a whole number of milliseconds, at least 1000');
  }
  return Object.freeze({
    ...config,
    DB_STATEMENT_TIMEOUT_MS: timeout,
    DB_QUEUE_TIMEOUT_MS: CLI_QUEUE_TIMEOUT_MS,
  });
}

/** Opens the configured database, migrates it, runs `work` and always closes it. */
export async function withDatabase<T>(config: ApiConfig, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(config);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`applied migrations: ${applied.join(', ')}`);
    return await work(db);
  } finally {
    await db.close();
  }
}
