/**
 * Sequential requests over loopback, one at a time, timed from send to the last body byte. The
 * scenarios are interleaved (request i of every scenario, then request i + 1 …), so a burst of load
 * from elsewhere on the machine touches every row alike instead of spoiling one (docs/testing.md#benchmarks).
 */
import { Pool } from 'undici';
import type { Scenario } from './scenarios.ts';

export interface Measurement {
  scenario: Scenario;
  samples: number[];
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export async function measure(
  origin: string,
  scenarios: readonly Scenario[],
  requests: number,
  warmup: number,
): Promise<Measurement[]> {
  const pool = new Pool(origin, { connections: 1 });
  const samples = scenarios.map(() => [] as number[]);
  try {
    for (let i = 0; i < warmup + requests; i++) {
      for (const [s, scenario] of scenarios.entries()) {
        const started = performance.now();
        const response = await pool.request({ method: 'GET', path: scenario.url(i) });
        const body = await response.body.text();
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) {
          throw new Error(`${scenario.url(i)} answered ${response.statusCode}: ${body.slice(0, 200)}`);
        }
        if (i >= warmup) samples[s]?.push(elapsed);
      }
    }
  } finally {
    await pool.close();
  }
  return scenarios.map((scenario, s) => ({ scenario, samples: (samples[s] ?? []).sort((a, b) => a - b) }));
}
