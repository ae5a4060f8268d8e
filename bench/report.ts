/** Turns the repetitions into the table docs/testing.md#benchmarks asks for, checked against its goals. */
import { median } from './method.ts';
import { baselineFor, RATIO_GOALS, TAIL_GOAL, type Target } from './targets.ts';
import type { WrkResult } from './wrk.ts';

export interface Measurement {
  c10: WrkResult;
  c50: WrkResult;
  /** The baseline's throughput at 50 connections, measured right beside this target's. */
  pairedBaseline?: WrkResult;
  loadAverage: number;
  /** The server process's CPU time per request during the 50-connection run, in microseconds. */
  cpuMicrosecondsPerRequest?: number;
  /** Upstream calls that failed during the run (a signed-in page then lacks the reader's parts). */
  failedCalls?: number;
}

export interface Row {
  target: Target;
  ratio: { median: number; min: number; max: number } | null;
  rps50: number;
  rps10: number;
  p50Ms: number;
  p99Ms: number;
  tail: number;
  loadAverage: { min: number; max: number };
  bytes: number;
  errors: number;
  goals: string[];
  /** Median CPU per request at 50 connections (µs), NaN when not measured. */
  cpuMicroseconds: number;
}

const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

const failures = (result: WrkResult | undefined) => (result ? result.non2xx + result.socketErrors : 0);

export function buildRows(
  targets: Target[],
  reps: Array<Map<string, Measurement>>,
  sizes: Map<string, number>,
): Row[] {
  return targets.map((target) => {
    const own = reps.map((rep) => rep.get(target.name)).filter((m): m is Measurement => Boolean(m));
    const ratios = !baselineFor(targets, target)
      ? []
      : own.map((m) =>
          m.pairedBaseline ? m.c50.requestsPerSecond / m.pairedBaseline.requestsPerSecond : Number.NaN,
        );
    const p50Ms = median(own.map((m) => m.c10.p50Ms));
    const p99Ms = median(own.map((m) => m.c10.p99Ms));
    const ratio = ratios.length
      ? { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) }
      : null;
    const goals: string[] = [];
    const ratioGoal = RATIO_GOALS[target.kind];
    if (ratio && ratioGoal !== undefined) {
      goals.push(`${ratio.median >= ratioGoal ? '✓' : '✗'} ≥ ${ratioGoal}`);
    }
    goals.push(`${p99Ms <= TAIL_GOAL * p50Ms ? '✓' : '✗'} tail`);
    if (target.kind === 'page-cached') goals.push(`${p99Ms <= 5 ? '✓' : '✗'} p99 ≤ 5 ms`);
    const rps50 = median(own.map((m) => m.c50.requestsPerSecond));
    const cpu = own.map((m) => m.cpuMicrosecondsPerRequest).filter((n): n is number => n !== undefined);
    return {
      target,
      ratio,
      rps50,
      rps10: median(own.map((m) => m.c10.requestsPerSecond)),
      p50Ms,
      p99Ms,
      tail: p99Ms / p50Ms,
      loadAverage: {
        min: Math.min(...own.map((m) => m.loadAverage)),
        max: Math.max(...own.map((m) => m.loadAverage)),
      },
      bytes: sizes.get(target.name) ?? 0,
      errors: own.reduce(
        (sum, m) =>
          sum + failures(m.c10) + failures(m.c50) + failures(m.pairedBaseline) + (m.failedCalls ?? 0),
        0,
      ),
      goals,
      cpuMicroseconds: median(cpu),
    };
  });
}

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| target | ratio at 50 c (median, min–max) | req/s 50 c | req/s 10 c | p50 ms (10 c) | p99 ms (10 c) | p99/p50 | CPU µs/req (50 c) | load avg | bytes | non-2xx | goals |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const ratio = row.ratio
      ? `${fixed(row.ratio.median)} (${fixed(row.ratio.min)}–${fixed(row.ratio.max)})`
      : 'baseline';
    lines.push(
      `| ${row.target.name} | ${ratio} | ${Math.round(row.rps50)} | ${Math.round(row.rps10)} | ${fixed(row.p50Ms)} | ${fixed(row.p99Ms)} | ${fixed(row.tail, 1)} | ${fixed(row.cpuMicroseconds, 0)} | ${fixed(row.loadAverage.min)}–${fixed(row.loadAverage.max)} | ${row.bytes} | ${row.errors} | ${row.goals.join(', ')} |`,
    );
  }
  return lines.join('\n');
}

export const OVERLOAD_HEADING = '## Overload';

/** What the overload client saw in its measured seconds (latencies in ms). */
export interface OverloadResult {
  seconds: number;
  answered: number[];
  shed: number[];
  shedWithRetryAfter: number;
  timedOut: number;
  otherErrors: number;
  probe: number[];
  probeFailures: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');

const perSecond = (count: number, seconds: number) => (seconds > 0 ? Math.round(count / seconds) : 0);

/** One overload row (docs/rules.md S2): what the answered waited, the share shed, none timed out. */
function overloadRow(name: string, result: OverloadResult, p99GoalMs: number): string {
  const total = result.answered.length + result.shed.length + result.timedOut + result.otherErrors;
  const p99 = percentile(result.answered, 99);
  const goals = [
    `${p99 <= p99GoalMs ? '✓' : '✗'} answered p99 ≤ ${p99GoalMs} ms`,
    `${result.timedOut === 0 ? '✓' : '✗'} none timed out`,
    `${result.shedWithRetryAfter === result.shed.length ? '✓' : '✗'} 503s carry Retry-After`,
    `${result.probeFailures === 0 ? '✓' : '✗'} cached page served`,
  ];
  return (
    `| ${name} | ${perSecond(result.answered.length, result.seconds)} | ` +
    `${ms(percentile(result.answered, 50))} / ${ms(percentile(result.answered, 95))} / ${ms(p99)} | ` +
    `${total ? ((100 * result.shed.length) / total).toFixed(1) : '–'} % of ${total} | ${ms(percentile(result.shed, 99))} | ` +
    `${result.timedOut} | ${result.otherErrors} | ` +
    `${perSecond(result.probe.length, result.seconds)}, ${fixed(percentile(result.probe, 99))}, ${result.probeFailures} | ` +
    `${goals.join(', ')} |`
  );
}

/** The overload table: one row per scenario and database. */
export function overloadTable(
  rows: ReadonlyArray<{ name: string; result: OverloadResult }>,
  p99GoalMs: number,
): string {
  return [
    '| scenario | answered req/s | answered p50 / p95 / p99 ms | shed (503) | shed p99 ms | timed out | other errors | cached page req/s, p99 ms, non-200 | goals |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => overloadRow(row.name, row.result, p99GoalMs)),
  ].join('\n');
}
