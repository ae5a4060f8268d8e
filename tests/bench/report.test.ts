import t from 'tap';
import { buildRows, type Measurement, overloadTable, percentile } from '../../bench/report.ts';
import { baselineFor, benchTargets, type Target } from '../../bench/targets.ts';
import type { WrkResult } from '../../bench/wrk.ts';

const wrk = (requestsPerSecond: number, extra: Partial<WrkResult> = {}): WrkResult => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 3,
  non2xx: 0,
  socketErrors: 0,
  ...extra,
});

const targets: Target[] = [
  { name: 'limit', path: '/__bench/static', kind: 'limit' },
  { name: 'hello', path: '/__bench/hello', kind: 'hello' },
  { name: 'page', path: '/ru', kind: 'page-cached' },
  { name: 'json', path: '/api/tags', kind: 'api-hit' },
];

function rep(limit: number, page: number, pagePair: number, json: number, jsonPair: number) {
  return new Map<string, Measurement>([
    ['limit', { c10: wrk(limit), c50: wrk(limit), loadAverage: 0.5 }],
    ['hello', { c10: wrk(20_000), c50: wrk(20_000), loadAverage: 0.5 }],
    ['page', { c10: wrk(page), c50: wrk(page), pairedBaseline: wrk(pagePair), loadAverage: 0.6 }],
    ['json', { c10: wrk(json), c50: wrk(json), pairedBaseline: wrk(jsonPair), loadAverage: 0.7 }],
  ]);
}

t.test(
  'a ratio is taken against the baseline measured beside the target, not the repetition’s first run',
  async (t) => {
    // The machine slowed down between the limit's own run (10 000) and the page's pair (8 000).
    const rows = buildRows(targets, [rep(10_000, 7_200, 8_000, 12_000, 20_000)], new Map());
    const page = rows.find((row) => row.target.name === 'page');
    const json = rows.find((row) => row.target.name === 'json');
    t.equal(page?.ratio?.median, 0.9);
    t.equal(json?.ratio?.median, 0.6, 'facade JSON pairs with hello-world');
    t.same(page?.goals.slice(0, 1), ['✓ ≥ 0.85']);
    t.equal(rows.find((row) => row.target.name === 'limit')?.ratio, null, 'a baseline has no ratio');
  },
);

t.test('the ratio is the median of the repetitions, with their range', async (t) => {
  const rows = buildRows(
    targets,
    [rep(10_000, 8_000, 10_000, 1, 1), rep(10_000, 9_000, 10_000, 1, 1), rep(10_000, 7_000, 10_000, 1, 1)],
    new Map(),
  );
  const page = rows.find((row) => row.target.name === 'page');
  t.same(page?.ratio, { median: 0.8, min: 0.7, max: 0.9 });
  t.same(page?.goals.slice(0, 1), ['✗ ≥ 0.85']);
});

t.test('failed answers in the paired baseline run count against the row', async (t) => {
  const measured = rep(10_000, 9_000, 10_000, 1, 1);
  const page = measured.get('page') as Measurement;
  measured.set('page', { ...page, pairedBaseline: wrk(10_000, { non2xx: 2, socketErrors: 1 }) });
  const rows = buildRows(targets, [measured], new Map());
  t.equal(rows.find((row) => row.target.name === 'page')?.errors, 3);
});

t.test('the overload row: answered percentiles, the share shed, and its goals', async (t) => {
  const answered = Array.from({ length: 100 }, (_, i) => i + 1);
  const row = (extra: { timedOut?: number; probeFailures?: number; slow?: number }) =>
    overloadTable(
      [
        {
          name: 'signed-in at 200 c',
          result: {
            seconds: 10,
            answered: [...answered.slice(0, 100 - (extra.slow ?? 0)), ...Array(extra.slow ?? 0).fill(5000)],
            shed: Array.from({ length: 300 }, () => 2),
            shedWithRetryAfter: 300,
            timedOut: extra.timedOut ?? 0,
            otherErrors: 0,
            probe: [1, 2, 3],
            probeFailures: extra.probeFailures ?? 0,
          },
        },
      ],
      2000,
    )
      .split('\n')
      .at(-1) ?? '';
  t.equal(percentile(answered, 99), 99);
  t.equal(percentile(answered, 50), 50);
  const calm = row({});
  t.match(calm, '| signed-in at 200 c | 10 | 50 / 95 / 99 | 75.0 % of 400 | 2 | 0 | 0 |');
  t.match(calm, '✓ answered p99 ≤ 2000 ms, ✓ none timed out, ✓ 503s carry Retry-After, ✓ cached page served');
  t.match(row({ timedOut: 1 }), '✗ none timed out');
  t.match(row({ probeFailures: 2 }), '✗ cached page served');
  t.match(row({ slow: 1 }), '✓ answered p99 ≤ 2000 ms', 'one slow answer in a hundred is past the p99');
  t.match(row({ slow: 2 }), '✗ answered p99 ≤ 2000 ms');
});

t.test(
  'the cached page against the bare server (0.7), the signed-in pages against plain React (0.5)',
  async (t) => {
    const rows23: Target[] = [
      { name: 'bare', path: '/ru', kind: 'bare', origin: 'http://127.0.0.1:1', cpuPid: 1 },
      { name: 'react', path: '/', kind: 'react-plain', origin: 'http://127.0.0.1:2', cpuPid: 2 },
      { name: 'limit', path: '/__bench/static', kind: 'limit' },
      { name: 'cached', path: '/ru', kind: 'page-cached-bare' },
      { name: 'signed', path: '/ru', kind: 'page-rendered-signed', headers: { Cookie: 'sid=x' } },
      {
        name: 'signed pg',
        path: '/ru',
        kind: 'page-rendered-signed-postgres',
        headers: { Cookie: 'sid=y' },
        origin: 'http://127.0.0.1:3',
      },
    ];
    const measured = (signed: number, cpu: number) =>
      new Map<string, Measurement>([
        ['bare', { c10: wrk(20_000), c50: wrk(20_000), loadAverage: 0.5, cpuMicrosecondsPerRequest: 40 }],
        ['limit', { c10: wrk(9_000), c50: wrk(9_000), loadAverage: 0.5 }],
        ['react', { c10: wrk(2_000), c50: wrk(2_000), loadAverage: 0.5 }],
        ['cached', { c10: wrk(15_000), c50: wrk(15_000), pairedBaseline: wrk(20_000), loadAverage: 0.5 }],
        [
          'signed',
          {
            c10: wrk(signed),
            c50: wrk(signed),
            pairedBaseline: wrk(2_000),
            loadAverage: 0.5,
            cpuMicrosecondsPerRequest: cpu,
          },
        ],
        ['signed pg', { c10: wrk(300), c50: wrk(300), pairedBaseline: wrk(2_000), loadAverage: 0.5 }],
      ]);
    const rows = buildRows(
      rows23,
      [measured(900, 1100), measured(1200, 800), measured(1000, 1000)],
      new Map(),
    );
    const row = (name: string) => rows.find((candidate) => candidate.target.name === name);
    t.equal(row('bare')?.ratio, null, 'the bare server is a baseline');
    t.equal(row('react')?.ratio, null, 'plain React is a baseline');
    t.equal(row('cached')?.ratio?.median, 0.75, 'the cached page pairs with the bare server');
    t.same(row('cached')?.goals[0], '✓ ≥ 0.7');
    t.equal(row('signed')?.ratio?.median, 0.5, 'the signed-in page pairs with plain React');
    t.same(row('signed')?.goals[0], '✓ ≥ 0.5');
    t.equal(row('signed')?.cpuMicroseconds, 1000, 'the median CPU per request');
    t.equal(row('signed')?.errors, 0);
    t.equal(row('signed pg')?.ratio?.median, 0.15, 'the PostgreSQL row pairs with plain React too');
    t.notMatch(row('signed pg')?.goals.join(', '), '≥', 'without a goal');
    const failing = measured(1000, 1000);
    failing.set('signed', { ...(failing.get('signed') as Measurement), failedCalls: 4 });
    const failed = buildRows(rows23, [failing], new Map());
    t.equal(
      failed.find((candidate) => candidate.target.name === 'signed')?.errors,
      4,
      'failed upstream calls make the signed-in row invalid',
    );
    const slow = buildRows(rows23, [measured(900, 1100)], new Map());
    t.same(slow.find((candidate) => candidate.target.name === 'signed')?.goals[0], '✗ ≥ 0.5');
  },
);

t.test(
  'the targets: baselines in their own processes, signed-in main page and material on the real API',
  async (t) => {
    const found = {
      materialSlug: 'yiddish-alphabet',
      courseSlug: null,
      searchWord: 'идиш',
      cookie: 'sid=a',
      bare: { origin: 'http://127.0.0.1:1', pid: 11 },
      react: { origin: 'http://127.0.0.1:2', pid: 12 },
      signedInPostgres: { origin: 'http://127.0.0.1:3', cookie: 'sid=b' },
    };
    const all = benchTargets(found);
    const byKind = (kind: string) => all.filter((target) => target.kind === kind);
    t.same(
      byKind('bare').map((target) => [target.origin, target.cpuPid]),
      [['http://127.0.0.1:1', 11]],
      'the bare server answers and is measured in its own process',
    );
    t.same(
      byKind('react-plain').map((target) => [target.origin, target.cpuPid]),
      [['http://127.0.0.1:2', 12]],
    );
    const signed = byKind('page-rendered-signed');
    t.same(
      signed.map((target) => [target.path, target.origin, target.headers?.Cookie]),
      [
        ['/ru', undefined, 'sid=a'],
        ['/ru/materials/yiddish-alphabet', undefined, 'sid=a'],
      ],
      "the bench server's own embedded API, nothing replayed",
    );
    for (const target of signed) t.equal(baselineFor(all, target)?.kind, 'react-plain');
    t.same(
      byKind('page-rendered-signed-postgres').map((target) => [target.path, target.cpuOrigin]),
      [
        ['/ru', 'http://127.0.0.1:3'],
        ['/ru/materials/yiddish-alphabet', 'http://127.0.0.1:3'],
      ],
    );
    t.equal(baselineFor(all, byKind('page-cached-bare')[0] as Target)?.kind, 'bare');
    const withoutBaselines = benchTargets({ ...found, bare: null, react: null, signedInPostgres: null });
    t.notOk(
      withoutBaselines.some(
        (target) => target.kind.startsWith('page-rendered-signed') || target.kind === 'page-cached-bare',
      ),
      'no row without its baseline',
    );
  },
);
