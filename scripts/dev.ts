/**
 * `npm run dev`: client code is served by Vite with hot updates; the server restarts when our own
 * server-side code changes, and its log lines (the web tier's and the embedded API's) are
 * pretty-printed.
 *
 * The restart watches our folders, not the server's imports: Vite writes
 * `node_modules/.vite-temp/vite.config.ts.timestamp-….mjs` at every start and imports it, and Node's
 * `--watch` following imports would restart the server for that file, forever. Client code
 * is not watched here: Vite renders it for SSR too and updates it in the browser without a restart.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import PinoPretty from 'pino-pretty';

const root = path.resolve(import.meta.dirname, '..');
/** The server's own code: what the server process loads without Vite. */
const WATCHED_DIRS = ['server', 'api', 'shared'] as const;

const child = spawn(
  process.execPath,
  [...WATCHED_DIRS.map((dir) => `--watch-path=${dir}`), '--watch-preserve-output', 'server/main.ts'],
  {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, VITE_DEV: '1', NODE_ENV: process.env.NODE_ENV ?? 'development' },
  },
);
// JSON lines become readable ones; anything else (Node's "Restarting …") passes through as it is.
child.stdout.pipe(
  PinoPretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    colorize: process.stdout.isTTY,
  }),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
