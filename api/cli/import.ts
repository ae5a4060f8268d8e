/** `npm run content:import [dir]`: validates and imports a content pack (default CONTENT_PACK_DIR). */
import { importPack } from '../content-pack/import.ts';
import { PackError } from '../content-pack/read.ts';
import { CliError, runCli } from './run.ts';
import { cliConfig, consoleLog, withDatabase } from './shared.ts';

await runCli('content:import', async () => {
  const config = cliConfig();
  const dir = process.argv[2] ?? config.CONTENT_PACK_DIR;
  try {
    await withDatabase(config, (db) => importPack(db, dir, { mediaDir: config.MEDIA_DIR, log: consoleLog }));
  } catch (error) {
    if (!(error instanceof PackError)) throw error;
    // The pack's problems are a list, one `file: field: problem` a line, then the verdict.
    console.error(error.message);
    throw new CliError('nothing was written');
  }
  return 0;
});
