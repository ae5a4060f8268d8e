/** What every benchmark here shares, the method of docs/testing.md#benchmarks: a quiet machine, medians. */
import os from 'node:os';

/** Exits when the one-minute load average is 1 or more; returns it otherwise. */
export function refuseWhenBusy(): number {
  const load = os.loadavg()[0] ?? 0;
  if (load >= 1) {
    console.error(
      `Not starting: the one-minute load average is ${load.toFixed(2)} (it must be below 1). ` +
        'Something else is using the CPUs, and its noise would be measured too; try again when it settles.',
    );
    process.exit(1);
  }
  return load;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
