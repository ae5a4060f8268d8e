/**
 * `npm run bench:api [-- --materials 100000 --requests 200 --repetitions 5]`: p50/p95 of the materials
 * list and of search over a synthetic corpus, on PGlite and, when DATABASE_URL is set, on PostgreSQL,
 * each the median over the repetitions. Refuses to start while the machine is busy. Prints a
 * markdown table and writes it to `bench/api-results.md`. Targets (docs/testing.md#benchmarks, on PostgreSQL):
 * list p95 < 10 ms, search p95 < 30 ms.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApi } from '../api/app.ts';
import { loadApiConfig } from '../api/config/index.ts';
import { OUT_DIR, pgliteCorpus, postgresCorpus } from './api/corpus.ts';
import { type Measurement, measure, percentile } from './api/measure.ts';
import { writeReport } from './api/report.ts';
import { scenarios } from './api/scenarios.ts';
import { type RowSummary, summarize } from './api/summary.ts';
import { refuseWhenBusy } from './method.ts';

const { values } = parseArgs({
  options: {
    materials: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    repetitions: { type: 'string', default: '5' },
  },
});
const materials = Number(values.materials);
const requests = Number(values.requests);
const warmup = Number(values.warmup);
const repetitions = Number(values.repetitions);
if (!Number.isInteger(repetitions) || repetitions < 1) {
  console.error(`--repetitions must be a whole number of at least 1, not "${values.repetitions}".`);
  process.exit(1);
}

/**
 * The server's version and buffer pool, written beside the figures: a frequent word's search reads
 * thousands of heap pages, and whether they are in shared buffers decides most of its time.
 */
async function postgresServer(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = async (name: string) =>
      String((await client.query(`SHOW ${name}`)).rows[0]?.[name] ?? 'unknown');
    return `PostgreSQL ${await read('server_version')}, shared_buffers ${await read('shared_buffers')}`;
  } finally {
    await client.end();
  }
}
let postgresDescription: string | undefined;

async function run(backend: 'pglite' | 'postgres'): Promise<RowSummary[]> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'da-bench-'));
  try {
    const env: Record<string, string> = { DATA_DIR: workDir, LOG_LEVEL: 'warn', IMPORT_ON_EMPTY: 'false' };
    if (backend === 'postgres') {
      env.DATABASE_URL = await postgresCorpus(materials, process.env.DATABASE_URL as string);
      postgresDescription = await postgresServer(env.DATABASE_URL);
    } else {
      await pgliteCorpus(materials, workDir);
    }
    const app = await buildApi(loadApiConfig(env));
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      const tags = (await (await fetch(`${origin}/api/tags`)).json()) as {
        main_tags: { id: number }[];
        additional_tags: { id: number }[];
      };
      const main = tags.main_tags[0]?.id ?? 1;
      const extra = tags.additional_tags[0]?.id ?? 8;
      const measured: Measurement[][] = [];
      for (let rep = 1; rep <= repetitions; rep++) {
        const results = await measure(origin, scenarios(main, extra), requests, warmup);
        const frequent = results.find(({ scenario }) => scenario.variant.startsWith('frequent'));
        console.log(
          `  ${backend} repetition ${rep}/${repetitions}: frequent-word search p95 ${percentile(frequent?.samples ?? [], 95).toFixed(2)} ms`,
        );
        measured.push(results);
      }
      return summarize(measured);
    } finally {
      await app.close();
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

await fs.mkdir(OUT_DIR, { recursive: true });
const loadAtStart = refuseWhenBusy();
const runs: { backend: string; results: RowSummary[] }[] = [];
runs.push({ backend: 'PGlite', results: await run('pglite') });
if (process.env.DATABASE_URL) runs.push({ backend: 'PostgreSQL', results: await run('postgres') });
const loadAverage: [number, number] = [loadAtStart, os.loadavg()[0] ?? 0];
const markdown = await writeReport({
  loadAverage,
  materials,
  requests,
  warmup,
  repetitions,
  runs,
  postgresDescription,
});
console.log(`\n${markdown}`);
