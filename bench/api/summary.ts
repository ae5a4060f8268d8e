/**
 * One figure per row over the repetitions (the method of docs/testing.md#benchmarks): the p95 of 200 requests rests
 * on its ten slowest, so one burst of load from elsewhere can set it. Each row reports the median of
 * its repetitions' p50 and p95, with the p95's min–max beside it to show the spread.
 */
import { median } from '../method.ts';
import { type Measurement, percentile } from './measure.ts';
import type { Scenario } from './scenarios.ts';

export interface RowSummary {
  scenario: Scenario;
  p50: number;
  p95: number;
  p95Min: number;
  p95Max: number;
}

/** Every repetition measures the same scenarios in the same order. */
export function summarize(repetitions: readonly (readonly Measurement[])[]): RowSummary[] {
  const first = repetitions[0] ?? [];
  return first.map(({ scenario }, row) => {
    const runs = repetitions.map((measurements) => {
      const measured = measurements[row];
      if (measured?.scenario.variant !== scenario.variant || measured.scenario.call !== scenario.call) {
        throw new Error(`repetitions disagree on row ${row} (${scenario.call} ${scenario.variant})`);
      }
      return measured.samples;
    });
    const p95s = runs.map((samples) => percentile(samples, 95));
    return {
      scenario,
      p50: median(runs.map((samples) => percentile(samples, 50))),
      p95: median(p95s),
      p95Min: Math.min(...p95s),
      p95Max: Math.max(...p95s),
    };
  });
}
