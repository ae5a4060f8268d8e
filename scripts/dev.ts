/**
 * `npm run dev`: the server restarts when its own code changes (Node's watch mode follows its
 * imports); client code is served by Vite with hot updates.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, ['--watch', '--watch-preserve-output', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_DEV: '1', NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
