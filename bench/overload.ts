/**
 * The overload scenarios of `npm run bench` (docs/rules.md S2, R29): signed-in work, which no cache
 * takes (a page rendered per request, a call made with the reader's token, or a mix of both), at 200
 * connections against the server with its production limits, and an anonymous page from the page cache
 * read at 10 connections beside them; on the embedded database and, when DATABASE_URL is set, on
 * PostgreSQL (`run.ts`). It reports what the answered visitors waited (p50, p95, p99 of the 200s), the
 * share shed (503 + Retry-After), and how many requests timed out (10 s, must be none); the cached page
 * must keep answering 200 throughout.
 *
 * wrk reports one latency distribution for every answer, 503s included, and a fast 503 would hide the
 * slow 200s in it: the load here comes from a small client of our own (undici, one connection per
 * simulated visitor, each sending its next request when its answer is in, as wrk does), run as a child
 * process pinned to CPU 1 (`node bench/overload.ts --client '<spec>'`). It is bounded in time and in
 * requests (MAX_REQUESTS, whichever comes first) and refuses any address but 127.0.0.1: it is a load
 * generator, and only ever aims at the bench's own server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Pool } from 'undici';
import { waitForMail } from '../tests/api/accounts/helpers/outbox.ts';
import type { OverloadResult } from './report.ts';

export const OVERLOAD_CONNECTIONS = 200;
export const OVERLOAD_PROBE_CONNECTIONS = 10;
const TIMEOUT_MS = 10_000;
/** The bound the answered requests must keep (S2 asks for shedding rather than p99 > 5 s). */
export const OVERLOAD_P99_GOAL_MS = 2000;
/** Requests one run sends at most, warm-up and probe included (fast 503s come by the thousand a second). */
export const MAX_REQUESTS = 60_000;

export interface ClientSpec {
  origin: string;
  /** The signed-in visitors' paths: visitor i starts at paths[i % n] and goes round them. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  probePath: string;
  probeConnections: number;
  warmUpSeconds: number;
  seconds: number;
  /** At most this many requests in all (MAX_REQUESTS when not given). */
  maxRequests?: number;
}

/** Registers, confirms (through the mail in the outbox) and signs in a reader: its Cookie header. */
export async function signIn(origin: string, dataDir: string): Promise<string> {
  const write = { 'X-Requested-With': 'XMLHttpRequest', Origin: origin };
  const email = `bench-${Date.now()}@example.org`;
  const password = 'menorah-7-lights';
  const registered = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { ...write, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Bench', surname: '' }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  const pin = new URL((await waitForMail(dataDir, email)).link).searchParams.get('email-pin') ?? '';
  const confirmed = await fetch(`${origin}/api/confirm-email`, {
    method: 'POST',
    headers: { ...write, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pin }).toString(),
  });
  if (!confirmed.ok) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { ...write, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Runs the load client pinned to CPU 1 and reads its result. */
export function runOverload(spec: ClientSpec): Promise<OverloadResult> {
  const script = path.join(import.meta.dirname, 'overload.ts');
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '1', process.execPath, script, '--client', JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the overload client exited with ${code}`));
      else resolve(JSON.parse(output) as OverloadResult);
    });
  });
}

/** Closed-loop visitors: each sends its next request as soon as its answer has been read. */
export async function overloadClient(spec: ClientSpec): Promise<OverloadResult> {
  if (new URL(spec.origin).hostname !== '127.0.0.1') {
    throw new Error(`the overload client only loads 127.0.0.1, not ${spec.origin}`);
  }
  if (spec.paths.length === 0) throw new Error('the overload client needs a path');
  let budget = spec.maxRequests ?? MAX_REQUESTS;
  const result: OverloadResult = {
    seconds: spec.seconds,
    answered: [],
    shed: [],
    shedWithRetryAfter: 0,
    timedOut: 0,
    otherErrors: 0,
    probe: [],
    probeFailures: 0,
  };
  const measureFrom = performance.now() + spec.warmUpSeconds * 1000;
  const until = measureFrom + spec.seconds * 1000;
  const pool = new Pool(spec.origin, {
    connections: spec.connections + spec.probeConnections,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });

  async function visitor(
    paths: readonly string[],
    at: number,
    headers: Record<string, string>,
    probe: boolean,
  ) {
    for (let turn = at; performance.now() < until && budget > 0; turn += 1) {
      budget -= 1;
      const requestPath = paths[turn % paths.length] as string;
      const started = performance.now();
      const counted = started >= measureFrom;
      try {
        const answer = await pool.request({ path: requestPath, method: 'GET', headers });
        await answer.body.arrayBuffer();
        const ms = performance.now() - started;
        if (!counted) continue;
        if (probe) {
          if (answer.statusCode === 200) result.probe.push(ms);
          else result.probeFailures += 1;
        } else if (answer.statusCode === 200) result.answered.push(ms);
        else if (answer.statusCode === 503) {
          result.shed.push(ms);
          if (answer.headers['retry-after']) result.shedWithRetryAfter += 1;
        } else result.otherErrors += 1;
      } catch (error) {
        if (!counted) continue;
        const name = (error as { code?: string }).code ?? '';
        if (name === 'UND_ERR_HEADERS_TIMEOUT' || name === 'UND_ERR_BODY_TIMEOUT') result.timedOut += 1;
        else if (probe) result.probeFailures += 1;
        else result.otherErrors += 1;
      }
    }
  }

  await Promise.all([
    ...Array.from({ length: spec.connections }, (_, i) => visitor(spec.paths, i, spec.headers, false)),
    ...Array.from({ length: spec.probeConnections }, () => visitor([spec.probePath], 0, {}, true)),
  ]);
  await pool.close();
  // The measured span: shorter than asked when the request bound ended the run first.
  result.seconds = Math.max(0, (Math.min(performance.now(), until) - measureFrom) / 1000);
  return result;
}

if (process.argv[2] === '--client') {
  const result = await overloadClient(JSON.parse(process.argv[3] ?? '{}') as ClientSpec);
  process.stdout.write(JSON.stringify(result));
}
