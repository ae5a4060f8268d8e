/** `npm run content:synth -- --materials 100000`: a synthetic corpus for benchmarks. */
import { parseArgs } from 'node:util';
import { synthesize } from '../content-pack/synth.ts';
import { CliError, runCli } from './run.ts';
import { cliConfig, withDatabase } from './shared.ts';

await runCli('content:synth', async () => {
  let values: { materials: string };
  try {
    ({ values } = parseArgs({ options: { materials: { type: 'string', default: '1000' } } }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}; usage: npm run content:synth -- --materials N`, 2);
  }
  const materials = Number(values.materials);
  if (!/^\d{1,7}$/.test(values.materials) || materials < 1) {
    throw new CliError('--materials expects a whole number from 1 to 9999999', 2);
  }
  const config = cliConfig();
  const started = Date.now();
  const created = await withDatabase(config, (db) => synthesize(db, { materials, log: console.log }));
  console.log(
    created
      ? `synthetic corpus ready in ${Date.now() - started} ms`
      : `the corpus already has ${materials} synthetic materials`,
  );
  return 0;
});
