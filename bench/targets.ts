/**
 * What `npm run bench` measures (docs/testing.md#benchmarks): one table, so engineers adding a page add its line.
 * Each target is compared with a baseline measured right beside it: pages with the prebuilt
 * Buffer page (`/__bench/static`, the limit), facade JSON with hello-world JSON (`/__bench/hello`).
 * `X-Bench-Cache: bypass` (honoured only by the bench's server, `plugin.ts`) skips the page cache (a
 * page rendered per request, data still warm) or, on a facade call, the content cache (every call
 * goes upstream). `X-Bench-Blocks: off` also leaves out the store of rendered blocks, so the table
 * shows what the store buys; those rows have no goal.
 *
 * Two baselines run in processes of their own, pinned to the site's CPU (`processes.ts`), so nothing
 * of the site's process weighs on them: a bare `node:http` server sending the bytes of the cached `/ru`
 * (`bare`, `bare-server.ts`), against which the cached main page's goal is 0.7; and React's plain
 * `renderToString` of a comparable page (`react-plain`, `react-server.ts`), against which a signed-in
 * reader's main page and material page, rendered per request by the bench's server on its embedded
 * content API (the real calls, nothing replayed), have the goal 0.5. With DATABASE_URL set the same
 * two signed-in pages are also measured on a server whose API uses that PostgreSQL (`signedInPostgres`),
 * beside the same baseline, without a goal.
 */
export type TargetKind =
  | 'limit'
  | 'hello'
  | 'page-cached'
  | 'page-rendered'
  | 'page-rendered-plain'
  | 'api-hit'
  | 'api-cold'
  | 'bare'
  | 'page-cached-bare'
  | 'react-plain'
  | 'page-rendered-signed'
  | 'page-rendered-signed-postgres';

export interface Target {
  name: string;
  path: string;
  kind: TargetKind;
  headers?: Record<string, string>;
  /** Another server than the bench's (a baseline's, the PostgreSQL one's). */
  origin?: string;
  /** Whose CPU time the row reports, when not the bench server's: another bench server's origin. */
  cpuOrigin?: string;
  /** A baseline's process, whose CPU time the row reports (`processes.ts`). */
  cpuPid?: number;
}

export interface Discovered {
  materialSlug: string | null;
  courseSlug: string | null;
  searchWord: string;
  /** A signed-in reader's Cookie header, for the signed-in rows. */
  cookie?: string | null;
  /** The baselines' processes (`bare-server.ts`, `react-server.ts`). */
  bare?: { origin: string; pid: number } | null;
  react?: { origin: string; pid: number } | null;
  /** A bench server whose API runs on PostgreSQL (DATABASE_URL set), with a reader signed in there. */
  signedInPostgres?: { origin: string; cookie: string } | null;
}

const BYPASS = { 'X-Bench-Cache': 'bypass' };
const BYPASS_BLOCKS = { ...BYPASS, 'X-Bench-Blocks': 'off' };
/** The pages also measured without the block store. */
const PLAIN_TOO = new Set(['main ru', 'materials list', 'material', 'course']);

/** Page routes that render real content; `null` paths (nothing to show yet) are left out. */
function pages(found: Discovered): Array<[string, string | null]> {
  return [
    ['main ru', '/ru'],
    ['main en', '/en'],
    ['materials list', '/ru/materials'],
    ['courses list', '/ru/courses'],
    ['material', found.materialSlug && `/ru/materials/${found.materialSlug}`],
    ['course', found.courseSlug && `/ru/courses/${found.courseSlug}`],
    ['about project', '/ru/about-project'],
    ['about team', '/ru/about-team'],
  ];
}

function api(found: Discovered): Array<[string, string]> {
  return [
    ['GET /api/tags', '/api/tags?lang=ru'],
    ['GET /api/materials', '/api/materials?lang=ru'],
    ['GET /api/search', `/api/search?lang=ru&query=${encodeURIComponent(found.searchWord)}`],
  ];
}

/** The signed-in rows of one server: the main page and a material, rendered per request for a reader. */
function signedIn(
  found: Discovered,
  kind: 'page-rendered-signed' | 'page-rendered-signed-postgres',
  cookie: string,
  origin?: string,
): Target[] {
  const where = kind === 'page-rendered-signed' ? 'embedded API' : 'API on PostgreSQL';
  const paths: Array<[string, string | null]> = [
    ['main ru', '/ru'],
    ['material', found.materialSlug && `/ru/materials/${found.materialSlug}`],
  ];
  return paths
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, path]) => ({
      name: `${name} (rendered, signed in; ${where})`,
      path,
      kind,
      headers: { Cookie: cookie },
      ...(origin ? { origin, cpuOrigin: origin } : {}),
    }));
}

export function benchTargets(found: Discovered): Target[] {
  const targets: Target[] = [
    { name: 'limit: prebuilt Buffer page', path: '/__bench/static', kind: 'limit' },
    { name: 'hello-world JSON', path: '/__bench/hello', kind: 'hello' },
  ];
  if (found.bare) {
    targets.push({
      name: 'bare node:http (own process), cached /ru bytes',
      path: '/ru',
      kind: 'bare',
      origin: found.bare.origin,
      cpuPid: found.bare.pid,
    });
  }
  if (found.react) {
    targets.push({
      name: 'plain React renderToString (own process), 65 KB',
      path: '/',
      kind: 'react-plain',
      origin: found.react.origin,
      cpuPid: found.react.pid,
    });
  }
  for (const [name, path] of pages(found)) {
    if (!path) continue;
    targets.push({ name: `${name} (page cache)`, path, kind: 'page-cached' });
    if (name === 'main ru' && found.bare) {
      targets.push({ name: 'main ru (page cache) vs bare node:http', path, kind: 'page-cached-bare' });
    }
    targets.push({ name: `${name} (rendered)`, path, kind: 'page-rendered', headers: BYPASS });
    if (PLAIN_TOO.has(name)) {
      targets.push({
        name: `${name} (rendered, no stored blocks)`,
        path,
        kind: 'page-rendered-plain',
        headers: BYPASS_BLOCKS,
      });
    }
  }
  if (found.react && found.cookie) targets.push(...signedIn(found, 'page-rendered-signed', found.cookie));
  if (found.react && found.signedInPostgres) {
    const { origin, cookie } = found.signedInPostgres;
    targets.push(...signedIn(found, 'page-rendered-signed-postgres', cookie, origin));
  }
  for (const [name, path] of api(found)) {
    targets.push({ name: `${name} (warm)`, path, kind: 'api-hit' });
    targets.push({ name: `${name} (cold)`, path, kind: 'api-cold', headers: BYPASS });
  }
  return targets;
}

/** The goal of each kind, as a ratio to its baseline at 50 connections (the goals of docs/testing.md#benchmarks). */
export const RATIO_GOALS: Partial<Record<TargetKind, number>> = {
  'page-cached': 0.85,
  'page-rendered': 0.1,
  'api-hit': 0.6,
  'page-cached-bare': 0.7,
  // The default embedded mode only; the PostgreSQL rows have none.
  'page-rendered-signed': 0.5,
};

/** Kinds measured as baselines, with no baseline of their own. */
const BASELINES = new Set<TargetKind>(['limit', 'hello', 'bare', 'react-plain']);

/** p99 ≤ 4 × p50 at 10 connections, on every route. */
export const TAIL_GOAL = 4;

export function baselineOf(kind: TargetKind): TargetKind {
  if (kind === 'page-cached-bare') return 'bare';
  if (kind === 'page-rendered-signed' || kind === 'page-rendered-signed-postgres') return 'react-plain';
  return kind.startsWith('api') || kind === 'hello' ? 'hello' : 'limit';
}

/** The baseline a target is compared with, or null for the baselines themselves. */
export function baselineFor(targets: readonly Target[], target: Target): Target | null {
  if (BASELINES.has(target.kind)) return null;
  return targets.find((candidate) => candidate.kind === baselineOf(target.kind)) ?? null;
}
