/**
 * `npm run bench:web [-- --runs 3 --only material]`: what a first visit costs on a mid-range phone
 * (the goals below). Builds, starts the production server (the bench's own, `server.ts`, pinned to CPU 0)
 * and drives Lighthouse's mobile preset (slow 4G and 4× CPU, simulated; Lighthouse pinned to CPU 0 too)
 * in Debian's Chromium, whose page renderer alone is pinned to CPU 1 (`pinnedChrome`):
 * - performance: each page kind `--runs` times (default 3), the median of the score and of FCP, LCP,
 *   TBT and CLS, beside the page's initial JavaScript (gzip, from the built files); the personal
 *   area and the hashtag tool as a reader and a teacher the harness makes (their session cookie
 *   sent with every request), with the accounts and addresses of `tests/helpers/page-kinds.ts`;
 * - accessibility and SEO: once per page kind and language, each score with the audits that failed
 *   (the signed-in pages, which ask not to be indexed, accessibility only).
 * Refuses to start while the machine is busy (unless `--busy`, which writes the load in the report).
 * Writes `bench/web-results.md`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { buildAll } from '../scripts/build.ts';
import { href } from '../shared/routes/href.ts';
import type { RouteId } from '../shared/routes/tree.ts';
import { freePort } from '../tests/helpers/free-port.ts';
import {
  PAGE_KINDS_SITE_ENV,
  type PageVisit,
  preparePageKinds,
  type Visitor,
} from '../tests/helpers/page-kinds.ts';
import { frameworkGzipBytes, initialJsBytes } from './js-bytes.ts';
import { median, refuseWhenBusy } from './method.ts';
import { startBenchServer } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    // Measure anyway on a busy machine (the load is written in the report's header).
    busy: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const ONLY = values.only ? new RegExp(values.only, 'i') : null;

/** What a first visit on a mid-range phone must reach: the goals this bench checks. */
/** Initial JavaScript: the framework chunk (the floor of the stack) and 20 KiB gzip of ours, as `tests/server/render/initial-js-budget.test.ts` holds it. */
const GOALS = { score: 95, fcpMs: 1500, tbtMs: 150, cls: 0, jsBeyondFrameworkKiB: 20 };

interface PageKind {
  name: string;
  /** Measured for speed too, not only for accessibility and SEO. */
  speed: boolean;
  id: RouteId;
  slug?: (found: Slugs) => string | undefined;
  /**
   * The page kind of `tests/helpers/page-kinds.ts` whose address (with its query) and visitor this
   * one takes: the pages that need a query, a hashtag or a session.
   */
  visit?: string;
  /** Asks crawlers not to index it (search results: `noindex, follow`), so SEO is not scored. */
  unindexed?: true;
}

interface Slugs {
  material?: string;
  course?: string;
  article?: string;
  chapter?: string;
  place?: string;
}

const KINDS: PageKind[] = [
  { name: 'main', speed: true, id: 'main' },
  { name: 'materials list', speed: true, id: 'materials' },
  { name: 'courses list', speed: false, id: 'courses' },
  { name: 'course', speed: true, id: 'course', slug: (f) => f.course },
  { name: 'material', speed: true, id: 'material', slug: (f) => f.material },
  { name: 'library', speed: true, id: 'books' },
  { name: 'article', speed: true, id: 'books-article', slug: (f) => f.article },
  { name: 'book chapter', speed: true, id: 'books-chapter', slug: (f) => f.chapter },
  { name: 'map', speed: true, id: 'map' },
  { name: 'place', speed: true, id: 'map-place', slug: (f) => f.place },
  { name: 'gallery', speed: true, id: 'virtual-gallery' },
  { name: 'Ashkenazi table', speed: true, id: 'ashkenazi-table' },
  { name: 'search', speed: true, id: 'page-search', visit: 'search with a query', unindexed: true },
  { name: 'tag search', speed: true, id: 'tag-search', visit: 'tag search', unindexed: true },
  { name: 'about project', speed: false, id: 'about-project' },
  { name: 'about team', speed: false, id: 'about-team' },
  { name: 'hashtags landing', speed: true, id: 'hashtags-landing' },
  { name: 'hashtag tool', speed: true, id: 'da-for-educators', visit: 'hashtag tool' },
  { name: 'profile: settings', speed: true, id: 'profile-data', visit: 'profile: settings' },
  { name: 'profile: favourites', speed: true, id: 'profile-favorites', visit: 'profile: favourites' },
  { name: 'profile: courses', speed: true, id: 'profile-courses', visit: 'profile: courses' },
  { name: 'profile: materials', speed: true, id: 'profile-materials', visit: 'profile: materials' },
  { name: 'profile: reviews', speed: true, id: 'profile-reviews', visit: 'profile: reviews' },
  { name: 'profile: support chat', speed: true, id: 'profile-help', visit: 'profile: support chat' },
  { name: 'profile: access', speed: true, id: 'profile-access', visit: 'profile: access questionnaire' },
  { name: 'profile: lesson sets', speed: true, id: 'profile-lesson-sets', visit: 'profile: lesson sets' },
];

/** The address and the visitor of a page kind in a language. */
function addressOf(
  kind: PageKind,
  locale: 'ru' | 'en',
  found: Slugs,
  visits: PageVisit[],
): { path: string; as: Visitor } | undefined {
  if (kind.visit) {
    const visit = visits.find((v) => v.kind === kind.visit && v.locale === locale);
    if (!visit && locale === 'ru') throw new Error(`tests/helpers/page-kinds.ts has no ${kind.visit}`);
    return visit && { path: visit.path, as: visit.as };
  }
  const slug = kind.slug ? kind.slug(found) : undefined;
  if (kind.slug && !slug) throw new Error(`no ${kind.name} in the demo content to measure`);
  return { path: href(kind.id, locale, slug ? { slug } : {}), as: 'guest' };
}

async function discover(origin: string): Promise<Slugs> {
  const json = async (url: string) => {
    const response = await fetch(`${origin}${url}`);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : {};
  };
  const first = (value: unknown, key: string) =>
    (value as Record<string, Array<{ slug: string }>> | undefined)?.[key]?.[0]?.slug;
  const books = (await json('/api/books?lang=ru')) as { books?: Array<{ slug: string }> };
  const book = books.books?.[0]?.slug;
  const chapters = book ? ((await json(`/api/books/${book}?lang=ru`)) as Record<string, unknown>) : {};
  return {
    material: first(await json('/api/materials?lang=ru'), 'materials'),
    course: first(await json('/api/courses?lang=ru'), 'courses'),
    article: first(await json('/api/articles?lang=ru'), 'articles'),
    chapter: first(chapters.book ?? chapters, 'chapters'),
    place: first(await json('/api/places?lang=ru'), 'places'),
  };
}

interface SpeedRow {
  kind: string;
  url: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  /** The framework chunk's size plus what the goal allows beyond it. */
  jsGoalKiB: number;
  /** Each run's FCP and TBT, in order, to show how far single runs spread around the median. */
  fcpRuns: number[];
  tbtRuns: number[];
  /**
   * Lighthouse's benchmark index of the machine at each run (a short CPU test; higher is faster). On
   * this shared machine it moves by a fifth within minutes, and TBT with it.
   */
  hostIndex: number[];
  /** Runs that measured nothing and were run again. */
  failedRuns: number;
}

interface AuditRow {
  kind: string;
  locale: string;
  accessibility: number;
  /** Not asked of a page that asks not to be indexed: signed in, or search results. */
  seo: number | null;
  unscored: 'signed in' | 'not indexed';
  failed: string[];
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let pinnedChromePath: string | null = null;

/**
 * The page's renderer alone on CPU 1, and the rest of the browser (its own process, the GPU process,
 * the utilities) on CPU 0 with the server and Lighthouse: a script that starts the browser on CPU 0
 * with every renderer it starts pinned to CPU 1 (`--renderer-cmd-prefix`). Pinning the started
 * browser's process, as this bench did before, pinned none of the processes it had started: the
 * renderer ran on both CPUs, beside the server and Lighthouse, and the same page's blocking time
 * went from 2 to 400 ms between runs. The whole browser on CPU 1 made the renderer share it with the
 * GPU process and the network, as no phone does (1 200-1 900 ms).
 */
async function pinnedChrome(): Promise<string> {
  if (pinnedChromePath) return pinnedChromePath;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'da-bench-chrome-'));
  const script = path.join(dir, 'chromium');
  await writeFile(
    script,
    `#!/bin/sh\nexec taskset -c 0 ${JSON.stringify(chromePath)} --renderer-cmd-prefix="taskset -c 1" "$@"\n`,
    { mode: 0o755 },
  );
  pinnedChromePath = script;
  return script;
}

/**
 * One Lighthouse run in a browser of its own: a first visit, and no state carried between runs (a
 * second load of an address in the same browser sometimes left the trace without its navigation).
 * A run whose trace is broken is tried once more.
 */
async function run(url: string, categories: string[], cookie = '', retry = true): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: await pinnedChrome(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await audit(chrome.port, url, categories, cookie);
    if (retry && failure(result)) return await run(url, categories, cookie, false);
    return result;
  } finally {
    await chrome.kill();
  }
}

async function audit(port: number, url: string, categories: string[], cookie: string): Promise<RunnerResult> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    formFactor: 'mobile',
    // A Russian reader's browser: the library's addresses carry no language prefix, and with the
    // browser's default (English) the Russian article was answered with a redirect to the English one.
    // A signed-in page: the session cookie the harness got when it signed in.
    extraHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9', ...(cookie ? { Cookie: cookie } : {}) },
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const failed = failure(result);
  if (failed) console.error(`Lighthouse on ${url}: ${failed}`);
  return result;
}

/**
 * Why a run measured nothing, if it did not: Lighthouse's own error, or a trace without a first paint
 * (NO_NAVSTART, say), which leaves the metrics empty and the score null. Such a run is not a sample:
 * counted as a score of 0 and metrics of NaN, it moved the medians.
 */
function failure(result: RunnerResult): string | undefined {
  const error = result.lhr.runtimeError ?? result.lhr.audits['first-contentful-paint']?.errorMessage;
  if (error) return typeof error === 'string' ? error : error.message;
  const categories = Object.values(result.lhr.categories);
  if (categories.some((category) => category.score === null)) return 'a category without a score';
  return undefined;
}

const numeric = (result: RunnerResult, audit: string) => result.lhr.audits[audit]?.numericValue ?? Number.NaN;

function failedAudits(result: RunnerResult, category: string): string[] {
  const refs = result.lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${category}:${ref.id}`);
}

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

async function main() {
  const load = values.busy ? (os.loadavg()[0] ?? 0) : refuseWhenBusy();
  // Lighthouse (this process) beside the server on CPU 0: the page's renderer has CPU 1 to itself.
  spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  if (!values['no-build']) {
    console.log('building…');
    await buildAll();
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-bench-web-'));
  const server = await startBenchServer({ port: await freePort(), dataDir, env: PAGE_KINDS_SITE_ENV });
  const speed: SpeedRow[] = [];
  const audits: AuditRow[] = [];
  try {
    const found = await discover(server.origin);
    const kinds = KINDS.filter((kind) => !ONLY || ONLY.test(kind.name));
    // The reader and the teacher (and the addresses that need them) only when a page kind needs them.
    const { visits, cookies } = kinds.some((kind) => kind.visit)
      ? await preparePageKinds({ origin: server.origin, dataDir })
      : { visits: [], cookies: { guest: '', reader: '', teacher: '' } };
    for (const kind of kinds) {
      for (const locale of ['ru', 'en'] as const) {
        const page = addressOf(kind, locale, found, visits);
        if (!page) continue;
        const address = page.path;
        const cookie = cookies[page.as];
        const url = `${server.origin}${address}`;
        if (kind.speed && locale === 'ru') {
          // RUNS runs that measured something, each failed one run again (at most RUNS of them).
          const runs: RunnerResult[] = [];
          let failedRuns = 0;
          while (runs.length < RUNS && failedRuns < RUNS) {
            console.log(`${kind.name}: performance, run ${runs.length + 1}/${RUNS}…`);
            const result = await run(url, ['performance'], cookie);
            if (failure(result)) failedRuns += 1;
            else runs.push(result);
          }
          if (runs.length === 0) throw new Error(`every performance run of ${url} failed`);
          const headers = { 'accept-encoding': 'identity', ...(cookie ? { Cookie: cookie } : {}) };
          const html = await (await fetch(url, { headers })).text();
          const clientDir = path.join(ROOT, 'dist', 'client');
          const js = await initialJsBytes(html, clientDir);
          const framework = await frameworkGzipBytes(js.files, clientDir);
          speed.push({
            kind: kind.name,
            url: address,
            score: median(runs.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100))),
            fcpMs: median(runs.map((r) => numeric(r, 'first-contentful-paint'))),
            lcpMs: median(runs.map((r) => numeric(r, 'largest-contentful-paint'))),
            tbtMs: median(runs.map((r) => numeric(r, 'total-blocking-time'))),
            cls: median(runs.map((r) => numeric(r, 'cumulative-layout-shift'))),
            jsKiB: js.gzip / 1024,
            jsGoalKiB: framework / 1024 + GOALS.jsBeyondFrameworkKiB,
            fcpRuns: runs.map((r) => numeric(r, 'first-contentful-paint')),
            tbtRuns: runs.map((r) => numeric(r, 'total-blocking-time')),
            hostIndex: runs.map((r) => r.lhr.environment.benchmarkIndex),
            failedRuns,
          });
        }
        console.log(`${kind.name} ${locale}: accessibility and SEO…`);
        const signedIn = page.as !== 'guest';
        const scoresSeo = !signedIn && !kind.unindexed;
        const audited = await run(url, scoresSeo ? ['accessibility', 'seo'] : ['accessibility'], cookie);
        audits.push({
          kind: kind.name,
          locale,
          accessibility: Math.round((audited.lhr.categories.accessibility?.score ?? 0) * 100),
          seo: scoresSeo ? Math.round((audited.lhr.categories.seo?.score ?? 0) * 100) : null,
          unscored: signedIn ? 'signed in' : 'not indexed',
          failed: [...failedAudits(audited, 'accessibility'), ...failedAudits(audited, 'seo')],
        });
      }
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const lighthouseVersion = spawnSync(process.execPath, [
    path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    '--version',
  ])
    .stdout?.toString()
    .trim();
  const report = [
    '# First visit on a mid-range phone',
    '',
    `Generated by \`npm run bench:web\` on ${new Date().toISOString()}: Lighthouse ${lighthouseVersion || ''} mobile preset (simulated slow 4G, 4× CPU slowdown), ${chromePath}, Node ${process.version}, ${os.cpus().length} CPUs; the page's renderer alone on CPU 1, the rest of the browser, the server and Lighthouse on CPU 0; one-minute load average ${load.toFixed(2)} at start. Performance is the median of ${RUNS} runs per page (the Russian page; a run whose trace holds no first paint is run again, each run's FCP and TBT are listed under the table); initial JavaScript is gzip bytes of the page's module script (the boot module), the entry and chunks it imports after the first paint, and their static imports. Goals: score ≥ ${GOALS.score}, FCP ≤ ${GOALS.fcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ${GOALS.cls}, initial JavaScript ≤ the framework chunk + ${GOALS.jsBeyondFrameworkKiB} KiB.`,
    '',
    table(
      ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'initial JS KiB gzip'],
      speed.map((row) => [
        `${row.kind} (${row.url})`,
        `${row.score} ${mark(row.score >= GOALS.score)}`,
        `${Math.round(row.fcpMs)} ${mark(row.fcpMs <= GOALS.fcpMs)}`,
        String(Math.round(row.lcpMs)),
        `${Math.round(row.tbtMs)} ${mark(row.tbtMs <= GOALS.tbtMs)}`,
        `${row.cls.toFixed(3)} ${mark(row.cls <= GOALS.cls)}`,
        `${row.jsKiB.toFixed(1)} ${mark(row.jsKiB <= row.jsGoalKiB)}`,
      ]),
    ),
    '',
    "Single runs, in order (FCP ms / TBT ms / Lighthouse's benchmark index of the machine, higher is faster):",
    '',
    ...speed.map(
      (row) =>
        `- ${row.kind}: ${row.fcpRuns.map((fcp, i) => `${Math.round(fcp)} / ${Math.round(row.tbtRuns[i] ?? Number.NaN)} / ${Math.round(row.hostIndex[i] ?? Number.NaN)}`).join(', ')}` +
        (row.failedRuns ? ` (${row.failedRuns} more measured nothing and were run again)` : ''),
    ),
    '',
    '## Accessibility and SEO (goal: 100 on every indexable page kind in both languages)',
    '',
    table(
      ['page', 'lang', 'accessibility', 'SEO', 'failed audits'],
      audits.map((row) => [
        row.kind,
        row.locale,
        `${row.accessibility} ${mark(row.accessibility === 100)}`,
        row.seo === null ? `— (${row.unscored})` : `${row.seo} ${mark(row.seo === 100)}`,
        row.failed.join(', ') || '—',
      ]),
    ),
    '',
  ].join('\n');
  console.log(report);
  if (!ONLY) await writeFile(path.join(ROOT, 'bench', 'web-results.md'), report);
}

await main();
