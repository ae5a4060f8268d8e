/** The benchmark's markdown table, printed and written to `bench/api-results.md`. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RowSummary } from './summary.ts';

const TARGETS_MS: Record<string, number> = { 'materials.list': 10, 'search.query': 30 };

interface Report {
  loadAverage: [number, number];
  materials: number;
  requests: number;
  warmup: number;
  repetitions: number;
  runs: { backend: string; results: RowSummary[] }[];
  /** The PostgreSQL server measured: its version and shared_buffers. */
  postgresDescription?: string;
}

export async function writeReport(report: Report): Promise<string> {
  const lines = [
    '# Content API benchmark',
    '',
    `${report.materials.toLocaleString('en-GB')} synthetic materials (one course per 20, two chapters per material and locale, 60 % with an en translation). ` +
      `${report.repetitions} repetitions of ${report.requests} sequential requests per row over loopback, each after ${report.warmup} warm-up requests; ` +
      'lists walk pages 0–9, tag rows alternate one main tag with one main and one additional tag; ' +
      'search rows cycle through four words of their frequency class. ' +
      "p50 and p95 are the medians of the repetitions' own, with the min–max of their p95 beside it.",
    '',
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), one-minute load average ${report.loadAverage.map((l) => l.toFixed(2)).join(' at the start, ')} at the end, ${new Date().toISOString().slice(0, 10)}. ` +
      'Requests of all rows are interleaved, so load from elsewhere spreads over every row.' +
      (report.postgresDescription ? ` ${report.postgresDescription}.` : ''),
    '',
    '| database | call | variant | p50 ms | p95 ms | p95 min–max | target p95 (PostgreSQL) |',
    '|---|---|---|---:|---:|---:|---|',
  ];
  for (const run of report.runs) {
    for (const { scenario, p50, p95, p95Min, p95Max } of run.results) {
      const target = TARGETS_MS[scenario.call] ?? Number.NaN;
      const verdict = run.backend === 'PostgreSQL' ? `${target} ms ${p95 < target ? 'met' : 'missed'}` : '';
      lines.push(
        `| ${run.backend} | ${scenario.call} | ${scenario.variant} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${p95Min.toFixed(2)}–${p95Max.toFixed(2)} | ${verdict} |`,
      );
    }
  }
  const markdown = `${lines.join('\n')}\n`;
  await fs.writeFile(path.resolve(import.meta.dirname, '../api-results.md'), markdown);
  return markdown;
}
