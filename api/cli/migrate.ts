/** `npm run db:migrate`: applies pending migrations to the configured database. */

import { runCli } from './run.ts';
import { cliConfig, withDatabase } from './shared.ts';

await runCli('db:migrate', async () => {
  const config = cliConfig();
  await withDatabase(config, async (db) => {
    console.log(`database is up to date (${db.kind})`);
  });
  return 0;
});
