/**
 * `npm run bench` (the method of docs/testing.md#benchmarks): builds, starts the production server pinned to CPU 0
 * with the embedded content API on a fresh data directory, and measures every target of
 * `targets.ts` with wrk on CPU 1: five repetitions, round robin, each target warmed for 3 s (discarded)
 * then measured at 10 connections (latency) and 50 (throughput), its throughput beside its baseline's.
 * Refuses to start while the machine is busy. Prints the table and writes bench/results.md.
 *
 * Then the overload scenarios (`overload.ts`) against the server restarted with its production limits
 * on load: rows of their own under "Overload", on the embedded database and, when DATABASE_URL is set,
 * on a database of their own on that PostgreSQL server (the capacity table always runs embedded).
 *
 * BENCH_SECONDS (default 5) sets each measurement's length, BENCH_REPS (default 5) the repetitions,
 * BENCH_ONLY a pattern of target names to keep (the baselines always run), BENCH_PROFILE=1 writes a
 * CPU profile of the server to bench/profiles/ (read it with `node bench/profile-summary.ts`).
 * BENCH_OVERLOAD=0 leaves the overload scenario out; BENCH_OVERLOAD=only runs it alone and replaces
 * only its section of bench/results.md. BENCH_ANY_LOAD=1 starts on a busy machine too, for checking
 * that the bench's code runs (say with BENCH_SECONDS=1 BENCH_REPS=1): its figures are meaningless, and
 * it writes its results to bench/results-dry-run.md (never committed) instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildAll } from '../scripts/build.ts';
import { loadConfig } from '../server/config.ts';
import { freePort } from '../tests/helpers/free-port.ts';
import { builtFile, initialJsBytes, MAP_PAGE_JS_BUDGET_BYTES, screenJsBeyondPage } from './js-bytes.ts';
import { refuseWhenBusy } from './method.ts';
import {
  MAX_REQUESTS,
  OVERLOAD_CONNECTIONS,
  OVERLOAD_P99_GOAL_MS,
  OVERLOAD_PROBE_CONNECTIONS,
  runOverload,
  signIn,
} from './overload.ts';
import { processCpuMicroseconds, startPinned } from './processes.ts';
import {
  buildRows,
  type Measurement,
  markdownTable,
  OVERLOAD_HEADING,
  type OverloadResult,
  overloadTable,
} from './report.ts';
import { startBenchServer } from './server.ts';
import { baselineFor, benchTargets, type Discovered, type Target } from './targets.ts';
import { runWrk } from './wrk.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REPS = Number(process.env.BENCH_REPS ?? 5);
const WARM_UP_SECONDS = 3;
const OVERLOAD = process.env.BENCH_OVERLOAD ?? '1';
const ANY_LOAD = process.env.BENCH_ANY_LOAD === '1';
const RESULTS = path.join(ROOT, 'bench', ANY_LOAD ? 'results-dry-run.md' : 'results.md');

function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  console.log('wrk is missing; installing it with apt-get…');
  const install = spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  if (install.status !== 0) {
    console.error('Could not install wrk: run `apt-get install -y wrk` and start again.');
    process.exit(1);
  }
}

async function discover(origin: string, dataDir: string): Promise<Discovered> {
  const json = async (url: string) => {
    const response = await fetch(`${origin}${url}`);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : {};
  };
  const materials = (await json('/api/materials?lang=ru')).materials as
    | Array<{ slug: string; title: string }>
    | undefined;
  const courses = (await json('/api/courses?lang=ru')).courses as Array<{ slug: string }> | undefined;
  const word = materials?.[0]?.title.split(/[^\p{L}]+/u).find((w) => w.length >= 4);
  return {
    materialSlug: materials?.[0]?.slug ?? null,
    courseSlug: courses?.[0]?.slug ?? null,
    searchWord: word ?? 'шабат',
    cookie: await signIn(origin, dataDir),
  };
}

/** Each response once, as wrk will get it (no compression): its size, and that it is a 2xx. */
async function checkTargets(origin: string, targets: Target[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const target of targets) {
    const response = await fetch(`${target.origin ?? origin}${target.path}`, {
      headers: { 'accept-encoding': 'identity', ...target.headers },
      redirect: 'manual',
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status < 200 || response.status > 299) {
      throw new Error(`${target.name} (${target.path}) answered ${response.status}: it cannot be measured`);
    }
    sizes.set(target.name, body.length);
    console.log(
      `  ${target.name}: ${response.status}, ${body.length} bytes, X-Cache ${response.headers.get('x-cache') ?? '–'}`,
    );
  }
  return sizes;
}

/**
 * One target in one repetition. A target with a baseline has the baseline's throughput measured right
 * beside its own (before it in odd repetitions, after it in even ones, so a drifting machine weighs on
 * both sides alike): its ratio is taken against that pair, not against a baseline run minutes earlier.
 */
async function measure(
  origin: string,
  target: Target,
  baseline: Target | null,
  rep: number,
): Promise<Measurement> {
  const url = `${target.origin ?? origin}${target.path}`;
  await runWrk({ url, connections: 50, seconds: WARM_UP_SECONDS, headers: target.headers });
  const loadAverage = os.loadavg()[0] ?? 0;
  const c10 = await runWrk({ url, connections: 10, seconds: SECONDS, headers: target.headers });
  /** The 50-connection run, with the CPU per request of the process that answered it. */
  const own = async () => {
    const cpuNow = () =>
      target.cpuPid === undefined
        ? serverCpu(target.cpuOrigin ?? origin)
        : processCpuMicroseconds(target.cpuPid);
    const before = await cpuNow();
    const c50 = await runWrk({ url, connections: 50, seconds: SECONDS, headers: target.headers });
    const cpu = (await cpuNow()) - before;
    return { c50, cpuMicrosecondsPerRequest: c50.requests ? cpu / c50.requests : undefined };
  };
  if (!baseline) return { ...(await own()), c10, loadAverage };
  const base = () =>
    runWrk({
      url: `${baseline.origin ?? origin}${baseline.path}`,
      connections: 50,
      seconds: SECONDS,
      headers: baseline.headers,
    });
  if (rep % 2 === 1) {
    const pairedBaseline = await base();
    return { ...(await own()), c10, pairedBaseline, loadAverage };
  }
  const measured = await own();
  return { ...measured, c10, pairedBaseline: await base(), loadAverage };
}

/** The bench server's CPU time so far (µs), user and system. */
async function serverCpu(origin: string): Promise<number> {
  const answer = (await (await fetch(`${origin}/__bench/cpu`)).json()) as { cpuMicroseconds: number };
  return answer.cpuMicroseconds;
}

/** Upstream calls that failed lately, by the breakers' windows (`/internal/status`, loopback only). */
async function failedCalls(origin: string): Promise<number> {
  const status = (await (await fetch(`${origin}/internal/status`)).json()) as {
    breakers: Record<string, { state: string; failuresInWindow: number }>;
  };
  return Object.values(status.breakers).reduce(
    (sum, breaker) => sum + breaker.failuresInWindow + (breaker.state === 'closed' ? 0 : 1),
    0,
  );
}

/** The capacity table: every target, round robin, against the server without load shedding. */
async function capacity(dataDir: string, startLoad: number): Promise<{ report: string; valid: boolean }> {
  const profileDir = process.env.BENCH_PROFILE === '1' ? path.join(ROOT, 'bench', 'profiles') : undefined;
  console.log('starting the production server (first start imports the demo content)…');
  const server = await startBenchServer({ port: await freePort(), dataDir, profileDir });
  const started: Array<{ stop(): Promise<void> }> = [];
  let database: Awaited<ReturnType<typeof benchDatabase>> | null = null;
  try {
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    const found = await discover(server.origin, dataDir);
    // The baselines in processes of their own, on the site's CPU (`processes.ts`).
    console.log('starting the baselines: bare node:http and plain React, each in its own process…');
    const production = { env: { NODE_ENV: 'production' } };
    const bare = await startPinned('bench/bare-server.ts', [server.origin, '/ru'], production);
    started.push(bare);
    const react = await startPinned('bench/react-server.ts', [], production);
    started.push(react);
    found.bare = { origin: bare.origin, pid: bare.pid };
    found.react = { origin: react.origin, pid: react.pid };
    // The signed-in rows on PostgreSQL too, on a database of their own on that server.
    if (process.env.DATABASE_URL && (!only || only.test('signed in; API on PostgreSQL'))) {
      console.log('starting a bench server whose API uses PostgreSQL, for the signed-in rows…');
      database = await benchDatabase(process.env.DATABASE_URL);
      const postgres = await startBenchServer({
        port: await freePort(),
        dataDir,
        databaseUrl: database.url,
      });
      started.push(postgres);
      found.signedInPostgres = { origin: postgres.origin, cookie: await signIn(postgres.origin, dataDir) };
    } else if (!process.env.DATABASE_URL) {
      console.log('DATABASE_URL is not set: the signed-in rows on PostgreSQL are left out.');
    }
    const all = benchTargets(found);
    const kept = all.filter((target) => !only || only.test(target.name));
    // A kept target's baseline is measured too (the limit and hello-world always are).
    const targets = all.filter(
      (target) =>
        kept.includes(target) ||
        target.kind === 'limit' ||
        target.kind === 'hello' ||
        kept.some((other) => baselineFor(all, other) === target),
    );
    console.log('checking every target once:');
    const sizes = await checkTargets(server.origin, targets);
    // Read now: the files on disk are the ones the server serves only until someone rebuilds.
    const page = await (
      await fetch(`${server.origin}/ru`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const js = await initialJsBytes(page, path.join(ROOT, 'dist', 'client'));
    const mapPage = await (
      await fetch(`${server.origin}/ru/map`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const clientDir = path.join(ROOT, 'dist', 'client');
    const mapJs = await screenJsBeyondPage(
      mapPage,
      clientDir,
      await builtFile(clientDir, 'client/pages/map/route.tsx'),
    );
    const reps: Array<Map<string, Measurement>> = [];
    for (let rep = 1; rep <= REPS; rep += 1) {
      const results = new Map<string, Measurement>();
      for (const target of targets) {
        const result = await measure(server.origin, target, baselineFor(targets, target), rep);
        // A signed-in page whose calls failed still answers 200 (without the reader's parts): such a
        // run measured another page, and counts as failed.
        if (target.kind.startsWith('page-rendered-signed')) {
          result.failedCalls = await failedCalls(target.cpuOrigin ?? server.origin);
        }
        results.set(target.name, result);
        console.log(
          `rep ${rep}/${REPS} ${target.name}: ${Math.round(result.c50.requestsPerSecond)} req/s at 50 c` +
            (result.pairedBaseline
              ? ` (its baseline ${Math.round(result.pairedBaseline.requestsPerSecond)}), `
              : ', ') +
            `p50 ${result.c10.p50Ms.toFixed(2)} ms / p99 ${result.c10.p99Ms.toFixed(2)} ms at 10 c, load ${result.loadAverage.toFixed(2)}`,
        );
      }
      reps.push(results);
    }
    const rows = buildRows(targets, reps, sizes);
    const wrkVersion = spawnSync('wrk', ['--version']).stdout?.toString().split('\n')[0] ?? 'wrk';
    const report = [
      '# Benchmark results',
      '',
      `Generated by \`npm run bench\` on ${new Date().toISOString()}: Node ${process.version}, ${os.cpus().length} CPUs ` +
        `(${os.cpus()[0]?.model ?? 'unknown'}), ${wrkVersion.trim()}. Server pinned to CPU 0, \`wrk -t1\` to CPU 1; ` +
        `${REPS} repetitions, round robin, ${WARM_UP_SECONDS} s warm-up (discarded) and ${SECONDS} s per load; ` +
        `one-minute load average ${startLoad.toFixed(2)} at start.`,
      '',
      'Ratios are the median (min–max) over the repetitions of each repetition’s req/s at 50 connections ' +
        'divided by its baseline’s, measured right beside it (before it in odd repetitions, after it in even ' +
        'ones): pages against the prebuilt Buffer page (the limit), facade JSON against hello-world JSON, ' +
        'the cached main page also against a bare `node:http` server sending its exact response, and the ' +
        'signed-in pages against React’s plain `renderToString` of a 65 KB page. Both of those baselines run ' +
        'in processes of their own, pinned to CPU 0 like the site (`bench/processes.ts`). The signed-in ' +
        'pages are rendered by the bench’s server on its embedded content API (every call real, nothing ' +
        'replayed); with DATABASE_URL set also by a second bench server whose API uses PostgreSQL (no goal). ' +
        '"CPU µs/req" is the answering process’s CPU time per request at 50 connections (the embedded ' +
        'content API runs in the site’s process; PostgreSQL’s own is not counted). ' +
        'A baseline’s own row is its run at the start of each repetition. Latencies are medians over the repetitions at 10 connections. "bytes" is the ' +
        'uncompressed body wrk received; "non-2xx" counts non-2xx answers and socket errors (must be 0).',
      '',
      markdownTable(rows),
      '',
      `Initial JavaScript of \`/ru\`: ${(js.gzip / 1024).toFixed(1)} KiB gzip, ${(js.brotli / 1024).toFixed(1)} KiB brotli ` +
        `(${js.files.length} files: ${js.files.join(', ')}).`,
      '',
      `The map page's JavaScript beyond the shared entry (\`/ru/map\`: its route and the map's chunk with ` +
        `Leaflet, the clustering and the basemap): ${(mapJs.gzip / 1024).toFixed(1)} KiB gzip ` +
        `(budget ${MAP_PAGE_JS_BUDGET_BYTES / 1024} KiB, ${mapJs.gzip <= MAP_PAGE_JS_BUDGET_BYTES ? '✓' : '✗ over'}), ` +
        `${(mapJs.brotli / 1024).toFixed(1)} KiB brotli (${mapJs.files.length} files: ${mapJs.files.join(', ')}).`,
      '',
    ].join('\n');
    console.log(`\n${report}`);
    return { report, valid: !rows.some((row) => row.errors > 0) };
  } finally {
    for (const child of started.reverse()) await child.stop();
    await server.stop();
    await database?.drop();
  }
}

/** The signed-in work of the overload rows: a page rendered per request, the user call, and both mixed. */
const OVERLOAD_SCENARIOS: ReadonlyArray<{ name: string; paths: string[] }> = [
  { name: 'signed-in `/ru/materials`', paths: ['/ru/materials'] },
  { name: 'signed-in `/api/user`', paths: ['/api/user'] },
  {
    name: 'signed-in mix (`/ru/materials`, `/api/user`, `/api/user/continue`, `/api/user/favorites`)',
    paths: ['/ru/materials', '/api/user', '/api/user/continue?lang=ru', '/api/user/favorites?lang=ru'],
  },
];

/** A database of its own on the PostgreSQL server of DATABASE_URL, dropped after the rows. */
async function benchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `da_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The overload rows of one database: each scenario at 200 connections against the production limits on load. */
async function overloadRows(
  dataDir: string,
  mode: { label: string; databaseUrl?: string },
  seconds: number,
): Promise<Array<{ name: string; result: OverloadResult }>> {
  console.log(`starting the production server with its limits on load (${mode.label})…`);
  const server = await startBenchServer({
    port: await freePort(),
    dataDir,
    shedding: true,
    databaseUrl: mode.databaseUrl,
  });
  try {
    const cookie = await signIn(server.origin, dataDir);
    for (const scenario of OVERLOAD_SCENARIOS) {
      for (const requestPath of scenario.paths) {
        const signedIn = await fetch(`${server.origin}${requestPath}`, { headers: { cookie } });
        const cacheControl = signedIn.headers.get('cache-control') ?? '';
        if (signedIn.status !== 200 || !cacheControl.includes('no-store')) {
          throw new Error(`signed-in ${requestPath} answered ${signedIn.status}, ${cacheControl}`);
        }
      }
    }
    const probePath = '/ru';
    await fetch(`${server.origin}${probePath}`);
    const rows: Array<{ name: string; result: OverloadResult }> = [];
    for (const scenario of OVERLOAD_SCENARIOS) {
      console.log(
        `overload (${mode.label}): ${OVERLOAD_CONNECTIONS} connections, ${scenario.name}, ${seconds} s…`,
      );
      const result = await runOverload({
        origin: server.origin,
        paths: scenario.paths,
        headers: { cookie },
        connections: OVERLOAD_CONNECTIONS,
        probePath,
        probeConnections: OVERLOAD_PROBE_CONNECTIONS,
        warmUpSeconds: WARM_UP_SECONDS,
        seconds,
      });
      rows.push({ name: `${scenario.name} at ${OVERLOAD_CONNECTIONS} c, ${mode.label}`, result });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * The overload rows: signed-in work at 200 connections against the production limits on load, on the
 * embedded database (the default mode) and, when DATABASE_URL is set, on PostgreSQL.
 */
async function overload(dataDir: string): Promise<{ section: string; valid: boolean }> {
  const loadAverage = os.loadavg()[0] ?? 0;
  const seconds = Math.max(SECONDS, 10);
  const limits = loadConfig({});
  const rows = await overloadRows(dataDir, { label: 'embedded (PGlite)' }, seconds);
  if (process.env.DATABASE_URL) {
    const database = await benchDatabase(process.env.DATABASE_URL);
    try {
      rows.push(
        ...(await overloadRows(dataDir, { label: 'PostgreSQL', databaseUrl: database.url }, seconds)),
      );
    } finally {
      await database.drop();
    }
  } else {
    console.log('DATABASE_URL is not set: the PostgreSQL overload rows are left out.');
  }
  const section = [
    OVERLOAD_HEADING,
    '',
    `Generated by \`npm run bench\` on ${new Date().toISOString()}: Node ${process.version}, server pinned to CPU 0 ` +
      `with its production limits on load (${limits.RENDER_CONCURRENCY} renders and signed-in calls at once, ${limits.RENDER_QUEUE_MAX} waiting ` +
      `at most ${limits.RENDER_QUEUE_TIMEOUT_MS} ms, event-loop shedding at ${limits.LOAD_MAX_EVENT_LOOP_DELAY_MS} ms; ` +
      'per-IP limits off), the load client ' +
      `(\`bench/overload.ts\`, closed loop, 10 s time-out, at most ${MAX_REQUESTS} requests a row, 127.0.0.1 only) on CPU 1; ` +
      `${WARM_UP_SECONDS} s warm-up (discarded), ${seconds} s measured per row; one-minute load average ${loadAverage.toFixed(2)} at start. ` +
      `Beside the ${OVERLOAD_CONNECTIONS} signed-in connections, ${OVERLOAD_PROBE_CONNECTIONS} read the anonymous \`/ru\` ` +
      'from the page cache. The PostgreSQL rows (when DATABASE_URL is set) run on a database of their own on that server. ' +
      '"answered" are the 200s; "shed" the 503s with Retry-After (the page or the JSON error), as a share of all requests.',
    '',
    overloadTable(rows, OVERLOAD_P99_GOAL_MS),
    '',
  ].join('\n');
  console.log(`\n${section}`);
  const valid = rows.every(
    ({ result }) => result.timedOut === 0 && result.probeFailures === 0 && result.otherErrors === 0,
  );
  return { section, valid };
}

/** bench/results.md with its overload section replaced (or added). */
async function withOverloadSection(section: string): Promise<string> {
  const current = await readFile(RESULTS, 'utf8').catch(() => '# Benchmark results\n');
  const at = current.indexOf(OVERLOAD_HEADING);
  return `${(at === -1 ? current : current.slice(0, at)).trimEnd()}\n\n${section}`;
}

async function main() {
  const startLoad = ANY_LOAD ? (os.loadavg()[0] ?? 0) : refuseWhenBusy();
  if (ANY_LOAD) console.log('BENCH_ANY_LOAD=1: figures meaningless, written to bench/results-dry-run.md');
  if (OVERLOAD !== 'only') ensureWrk();
  console.log('building…');
  await buildAll();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-bench-'));
  try {
    let valid = true;
    let report = '';
    if (OVERLOAD !== 'only') {
      const table = await capacity(dataDir, startLoad);
      report = table.report;
      valid &&= table.valid;
    }
    if (OVERLOAD !== '0') {
      const scenario = await overload(dataDir);
      report =
        OVERLOAD === 'only' ? await withOverloadSection(scenario.section) : `${report}\n${scenario.section}`;
      valid &&= scenario.valid;
    }
    await writeFile(RESULTS, report);
    if (!valid) {
      console.error(
        'Some target answered non-2xx, had socket errors or timed out: its figures are not valid.',
      );
      process.exitCode = 1;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
