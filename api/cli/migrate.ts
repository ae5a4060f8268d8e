/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { cliConfig, withDatabase } from './shared.ts';

const config = cliConfig();
await withDatabase(config, async (db) => {
  console.log(`database is up to date (${db.kind})`);
});
