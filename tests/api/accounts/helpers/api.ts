/**
 * The content API for accounts tests: a fresh copy of the fixture database (PGlite, or PostgreSQL when
 * DATABASE_URL is set), a movable clock for the accounts domain, logs captured as JSON lines so tests
 * can prove what they never contain (R22), and helpers for the calls.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AccountsClock } from '../../../../api/accounts/clock.ts';
import { buildApi, databaseOf } from '../../../../api/app.ts';
import { loadApiConfig } from '../../../../api/config/index.ts';
import type { Db } from '../../../../api/db/types.ts';
import { type Backend, backends } from '../../../helpers/api/build.ts';
import { createPostgresCopy, restorePglite } from '../../../helpers/api/fixture-db.ts';

export type { Backend };
export { backends };

export class TestClock implements AccountsClock {
  time = Date.parse('2026-03-01T10:00:00Z');
  now(): Date {
    return new Date(this.time);
  }
  advance(seconds: number): void {
    this.time += seconds * 1000;
  }
}

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface AccountsApi {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  clock: TestClock;
  /** Every log line written so far, as text. */
  logs(): string;
}

/** Limits high enough that only the tests about limits meet them. */
export const RELAXED_LIMITS: Record<string, string> = {
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
  LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '0',
  REGISTRATIONS_PER_IP_PER_DAY: '0',
  RESET_REQUESTS_PER_IP_PER_HOUR: '0',
  RESET_REQUESTS_PER_EMAIL_PER_HOUR: '0',
  LOGIN_UNKNOWN_EMAILS_PER_IP: '0',
  PIN_FAILURES_PER_IP_PER_HOUR: '0',
};

export async function accountsApi(
  t: Teardown,
  backend: Backend,
  env: Record<string, string> = {},
): Promise<AccountsApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-accounts-'));
  let dropDatabase = async () => {};
  const base: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    IMPORT_ON_EMPTY: 'false',
    PUBLIC_ORIGIN: 'https://site.example',
    NODE_ENV: 'test',
  };
  if (backend === 'postgres') {
    const copy = await createPostgresCopy(process.env.DATABASE_URL as string);
    dropDatabase = copy.drop;
    base.DATABASE_URL = copy.url;
  } else {
    await restorePglite(path.join(dataDir, 'pglite'));
  }
  const clock = new TestClock();
  let lines = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines += chunk.toString();
      done();
    },
  });
  const config = loadApiConfig({ ...base, ...env });
  const app = await buildApi(config, { accountsClock: clock, logStream: stream });
  t.teardown(async () => {
    await app.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, db: databaseOf(app), dataDir, clock, logs: () => lines };
}

export function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: body, headers });
}

export function form(
  app: FastifyInstance,
  url: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
