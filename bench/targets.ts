/**
 * What `npm run bench` measures (docs/testing.md#benchmarks): one table, so engineers adding a page add its line.
 * Each target is compared with a baseline measured right beside it: pages with the prebuilt
 * Buffer page (`/__bench/static`, the limit), facade JSON with hello-world JSON (`/__bench/hello`).
 * `X-Bench-Cache: bypass` (honoured only by the bench's server, `plugin.ts`) skips the page cache (a
 * page rendered per request, data still warm) or, on a facade call, the content cache (every call
 * goes upstream). `X-Bench-Blocks: off` also leaves out the store of rendered blocks, so the table
 * shows what the store buys; those rows have no goal.
 *
 * Two rows measure what our own code costs: the cached main page against a bare `node:http` server sending the same response
 * (`bare`, in the bench server's process on a port of its own: `plugin.ts`), goal 0.7; and a signed-in
 * reader's main page rendered per request against React's plain `renderToString` of a comparable page
 * (`react-plain`), goal 1 000 pages per second of one core's CPU. That row is measured on a second,
 * web-only server (`webOrigin`, pinned to CPU 0 too) whose API answers are replayed
 * (`replay-upstream.ts`): the two calls each signed-in page makes with the reader's token (the user,
 * the "continue reading" shelf) are answered by the database every time, and on PGlite cost the API
 * more than the page costs the web tier, which then waited on them. The goal is read from the web
 * process's CPU per page.
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
  | 'page-rendered-signed';

export interface Target {
  name: string;
  path: string;
  kind: TargetKind;
  headers?: Record<string, string>;
  /** Another server than the bench's (the bare baseline's, the web-only one's). */
  origin?: string;
  /** Whose CPU time the row reports, when not the bench server's (the web-only server's). */
  cpuOrigin?: string;
}

export interface Discovered {
  materialSlug: string | null;
  courseSlug: string | null;
  searchWord: string;
  /** A signed-in reader's Cookie header, for the signed-in row. */
  cookie?: string | null;
  /** The bare `node:http` baseline's origin (`/__bench/bare`). */
  bareOrigin?: string | null;
  /** A web-only server calling the bench server's API, for the signed-in row. */
  webOrigin?: string | null;
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

export function benchTargets(found: Discovered): Target[] {
  const targets: Target[] = [
    { name: 'limit: prebuilt Buffer page', path: '/__bench/static', kind: 'limit' },
    { name: 'hello-world JSON', path: '/__bench/hello', kind: 'hello' },
  ];
  if (found.bareOrigin) {
    targets.push({
      name: 'bare node:http, cached /ru bytes',
      path: '/ru',
      kind: 'bare',
      origin: found.bareOrigin,
    });
  }
  targets.push({ name: 'plain React renderToString, 65 KB', path: '/__bench/react', kind: 'react-plain' });
  for (const [name, path] of pages(found)) {
    if (!path) continue;
    targets.push({ name: `${name} (page cache)`, path, kind: 'page-cached' });
    if (name === 'main ru' && found.bareOrigin) {
      targets.push({ name: 'main ru (page cache) vs bare node:http', path, kind: 'page-cached-bare' });
    }
    targets.push({ name: `${name} (rendered)`, path, kind: 'page-rendered', headers: BYPASS });
    if (name === 'main ru' && found.cookie && found.webOrigin) {
      targets.push({
        name: 'main ru (rendered, signed in; API answers replayed)',
        path,
        kind: 'page-rendered-signed',
        headers: { Cookie: found.cookie },
        origin: found.webOrigin,
        cpuOrigin: found.webOrigin,
      });
    }
    if (PLAIN_TOO.has(name)) {
      targets.push({
        name: `${name} (rendered, no stored blocks)`,
        path,
        kind: 'page-rendered-plain',
        headers: BYPASS_BLOCKS,
      });
    }
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
};

/** Goals in requests per second of one core's CPU: a million over the row's CPU µs per request. */
export const RATE_GOALS: Partial<Record<TargetKind, number>> = {
  'page-rendered-signed': 1000,
};

/** Kinds measured as baselines, with no baseline of their own. */
const BASELINES = new Set<TargetKind>(['limit', 'hello', 'bare']);

/** p99 ≤ 4 × p50 at 10 connections, on every route. */
export const TAIL_GOAL = 4;

export function baselineOf(kind: TargetKind): TargetKind {
  if (kind === 'page-cached-bare') return 'bare';
  if (kind === 'page-rendered-signed') return 'react-plain';
  return kind.startsWith('api') || kind === 'hello' ? 'hello' : 'limit';
}

/** The baseline a target is compared with, or null for the baselines themselves. */
export function baselineFor(targets: readonly Target[], target: Target): Target | null {
  if (BASELINES.has(target.kind)) return null;
  return targets.find((candidate) => candidate.kind === baselineOf(target.kind)) ?? null;
}
