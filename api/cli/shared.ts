/** What the command-line tools share: the validated config, an open database, a console logger. */
import { type ApiConfig, ConfigError, loadApiConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import type { Db } from '../db/types.ts';

export const consoleLog = {
  info: (fields: object, message: string) => console.log(`${message} ${JSON.stringify(fields)}`),
  warn: (fields: object, message: string) => console.warn(`warning: ${message} ${JSON.stringify(fields)}`),
};

export function cliConfig(): ApiConfig {
  try {
    return loadApiConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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
