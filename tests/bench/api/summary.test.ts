import t from 'tap';
import type { Measurement } from '../../../bench/api/measure.ts';
import type { Scenario } from '../../../bench/api/scenarios.ts';
import { summarize } from '../../../bench/api/summary.ts';

const list: Scenario = { call: 'materials.list', variant: 'date desc', url: () => '/api/materials' };
const search: Scenario = { call: 'search.query', variant: 'frequent word', url: () => '/api/search' };

/** Twenty sorted samples: eighteen at `base`, the two slowest at `slowest` (so p50 = base, p95 = slowest). */
const samples = (base: number, slowest: number) => [
  ...Array.from({ length: 18 }, () => base),
  slowest,
  slowest,
];

const repetition = (listSlowest: number, searchBase: number, searchSlowest: number): Measurement[] => [
  { scenario: list, samples: samples(2, listSlowest) },
  { scenario: search, samples: samples(searchBase, searchSlowest) },
];

t.test('each row reports the median of its repetitions’ p50 and p95, and the p95’s range', async (t) => {
  const rows = summarize([
    repetition(4, 20, 26),
    repetition(9, 22, 33),
    repetition(5, 21, 28),
    repetition(3, 19, 24),
    repetition(6, 20, 29),
  ]);
  t.same(
    rows.map(({ scenario, p50, p95, p95Min, p95Max }) => [scenario.variant, p50, p95, p95Min, p95Max]),
    [
      ['date desc', 2, 5, 3, 9],
      ['frequent word', 20, 28, 24, 33],
    ],
  );
});

t.test('one slow repetition moves the range, not the reported p95', async (t) => {
  const [row] = summarize([repetition(4, 2, 4), repetition(4, 2, 4), repetition(80, 2, 4)]);
  t.equal(row?.p95, 4);
  t.equal(row?.p95Max, 80);
});

t.test('repetitions that measured different rows are refused', async (t) => {
  t.throws(
    () => summarize([repetition(4, 20, 26), [...repetition(4, 20, 26)].reverse()]),
    /disagree on row 0/,
  );
});
