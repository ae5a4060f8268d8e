/**
 * Before `npm start`: build when there is no build yet or a source is newer than it, so the two
 * commands `npm install && npm start` are enough on a fresh machine.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildAll } from './build.ts';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = ['client', 'shared', 'vite.config.ts', 'package-lock.json'];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target))
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  return newest;
}

export async function ensureBuild(): Promise<void> {
  const stamp = await stat(path.join(root, 'dist', '.build-stamp')).catch(() => null);
  let newest = 0;
  for (const input of INPUTS) newest = Math.max(newest, await newestMtime(path.join(root, input)));
  if (!stamp || newest > stamp.mtimeMs) {
    console.log(stamp ? 'sources changed since the last build; rebuilding…' : 'no build yet; building…');
    await buildAll();
  }
}

if (import.meta.main) await ensureBuild();
