/** Runs wrk (one thread, pinned to CPU 1 as docs/testing.md#benchmarks asks) and reads its report. */
import { spawn } from 'node:child_process';

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  socketErrors: number;
  /** Requests completed in the run. */
  requests?: number;
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  if (unit === 'us') return n / 1000;
  if (unit === 's') return n * 1000;
  if (unit === 'm') return n * 60_000;
  return n;
}

export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /\s50%\s+([\d.]+)(us|ms|s|m)\b/.exec(output);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(output);
  if (!rps || !p50 || !p99) throw new Error(`unreadable wrk output:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const requests = /(\d+) requests in/.exec(output);
  return {
    requestsPerSecond: Number(rps[1]),
    p50Ms: toMs(p50[1] as string, p50[2] as string),
    p99Ms: toMs(p99[1] as string, p99[2] as string),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    ...(requests ? { requests: Number(requests[1]) } : {}),
  };
}

export function runWrk(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<WrkResult> {
  // A 10 s timeout rather than wrk's 2 s: a slow answer under saturation belongs in the latency
  // figures, where a timeout would drop it from them and count it as an error.
  const args = [
    '-c',
    '1',
    'wrk',
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    '--latency',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else {
        try {
          resolve(parseWrk(output));
        } catch (error) {
          reject(error);
        }
      }
    });
  });
}
