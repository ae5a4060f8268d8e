/**
 * What the command-line tools of the API share: the validated config with the tools' own timeouts,
 * an open database and a console logger (`run.ts` turns their failures into one line).
 */
import { type ApiConfig, ConfigError, loadApiConfig } from '../config/index.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import type { Db } from '../db/types.ts';
import { CliError } from './run.ts';

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
