/**
 * Admin commands for tests: the CLI as a child process (as `npm run admin` runs it), a data directory
 * with a fixture database of either backend, and the API started listening on it, as a server is.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config/index.ts';
import type { Backend } from '../../helpers/api/build.ts';
import { createPostgresCopy, restorePglite } from '../../helpers/api/fixture-db.ts';
import { bearer, RELAXED_LIMITS } from '../accounts/helpers/api.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const EMAIL = 'educator@example.org';

interface Cli {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function admin(env: Record<string, string>, ...args: string[]): Promise<Cli> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['api/admin/cli.ts', ...args],
      // The command's database is the one `env` names: without DATABASE_URL there, PGlite in DATA_DIR.
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

interface Teardown {
  teardown(fn: () => unknown): void;
}

export async function environment(t: Teardown, backend: Backend): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-admin-'));
  const env: Record<string, string> = {
    ...RELAXED_LIMITS,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    IMPORT_ON_EMPTY: 'false',
    PUBLIC_ORIGIN: 'https://site.example',
    NODE_ENV: 'test',
  };
  let drop = async () => {};
  if (backend === 'postgres') {
    const copy = await createPostgresCopy(process.env.DATABASE_URL as string);
    drop = copy.drop;
    env.DATABASE_URL = copy.url;
  } else {
    await restorePglite(path.join(dataDir, 'pglite'));
  }
  t.teardown(async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return env;
}

export async function startServer(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApi(loadApiConfig(env));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

export async function cardAccess(app: FastifyInstance, token: string): Promise<unknown> {
  const answer = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  return answer.json().user?.card_access;
}
