/**
 * The bench's baselines in processes of their own (docs/testing.md#benchmarks): a baseline that shares
 * the site's process shares its heap, its collector and its event loop, and so runs slower than it would
 * alone, which flatters the site's ratio to it. Each runs on CPU 0 like the site (one measured at a time)
 * and says it is ready by printing `listening <origin>` on a line of its own; its CPU time is read from
 * the kernel's accounting of that process.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The line a baseline prints once it listens. */
export const READY_LINE = /^listening (http:\/\/\S+)$/m;

export interface PinnedProcess {
  origin: string;
  pid: number;
  /** Its CPU time so far (user and system), in microseconds. */
  cpuMicroseconds(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts `node <script> ...args` pinned to `cpu` (taskset replaces itself with node, so the pid is
 * node's) and waits for its ready line; a process that exits or stays silent for `timeoutMs` fails.
 */
export function startPinned(
  script: string,
  args: readonly string[] = [],
  options: { cpu?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<PinnedProcess> {
  const child: ChildProcess = spawn(
    'taskset',
    ['-c', options.cpu ?? '0', process.execPath, path.resolve(ROOT, script), ...args],
    { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not say it was listening within ${options.timeoutMs ?? 30_000} ms`));
    }, options.timeoutMs ?? 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before listening:\n${output}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY_LINE.exec(output);
      if (!ready?.[1] || child.pid === undefined) return;
      clearTimeout(timer);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      const pid = child.pid;
      resolve({ origin: ready[1], pid, cpuMicroseconds: () => processCpuMicroseconds(pid), stop });
    });
  });
}

/** Clock ticks per second of the kernel's CPU accounting. */
let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim());
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/**
 * User and system CPU time (µs) from a `/proc/<pid>/stat` line: fields 14 and 15, counted after the
 * command name, which is in parentheses and may itself hold spaces.
 */
export function cpuFromStat(stat: string, ticks: number): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 3 (the state) is the first after the name: utime and stime are fields 14 and 15.
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) throw new Error(`unreadable stat line: ${stat}`);
  return ((user + system) * 1e6) / ticks;
}

export async function processCpuMicroseconds(pid: number): Promise<number> {
  return cpuFromStat(await readFile(`/proc/${pid}/stat`, 'utf8'), clockTicks());
}

/**
 * A baseline's side: listens on a free loopback port, prints the ready line `startPinned` waits for, and
 * closes on SIGTERM.
 */
export function serveBaseline(server: Server): void {
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
