/**
 * The production server for the benchmark: `bench/main.ts` (the site's own with the bench's plugin,
 * `plugin.ts`) with NODE_ENV=production, logger at warn, the embedded content API on a fresh data
 * directory, pinned to CPU 0. The per-IP limits are off (one client address sends everything). For the
 * capacity table load shedding is off too; for the overload scenario (`shedding: true`) every
 * production limit on load stays as configured. The content API runs on PGlite unless `databaseUrl`
 * names a PostgreSQL database (the overload rows of that mode): a DATABASE_URL of the shell is not
 * inherited, so the default mode is what is measured by default.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');

export async function startBenchServer(options: {
  port: number;
  dataDir: string;
  profileDir?: string;
  /** Keep the production load shedding (the overload scenario). */
  shedding?: boolean;
  /** The embedded API on this PostgreSQL database instead of PGlite. */
  databaseUrl?: string;
  /** More of the site's settings (the limits a run of sign-ins from one address would trip). */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const nodeArgs = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const { DATABASE_URL: _database, DATABASE_READ_URL: _replica, ...inherited } = process.env;
  const child: ChildProcess = spawn('taskset', ['-c', '0', process.execPath, ...nodeArgs, 'bench/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: options.dataDir,
      RATE_LIMIT_GLOBAL_PER_MINUTE: '0',
      RATE_LIMIT_GLOBAL_PER_10_SECONDS: '0',
      RATE_LIMIT_SEARCH_PER_SECOND: '0',
      RATE_LIMIT_SEARCH_PER_MINUTE: '0',
      // The capacity table measures capacity: 50 connections on per-request renders queue work past
      // the event-loop-delay threshold and past the render gate's slots, and cheap 503s from load shedding
      // would count as throughput.
      ...(options.shedding ? {} : { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', RENDER_CONCURRENCY: '10000' }),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const ready = await fetch(`${origin}/readyz`);
      const reference = ready.ok ? await fetch(`${origin}/__bench/static`) : null;
      if (reference?.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
