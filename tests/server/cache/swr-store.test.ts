import t from 'tap';
import { type CacheLabel, type Stored, SwrStore } from '../../../server/cache/swr-store.ts';
import { TestClock } from '../helpers/app.ts';

interface Entry extends Stored {
  value: string;
}

const TTL = 60_000;
const SWR = 600_000;
const SIE = 86_400_000;

function entry(clock: TestClock, value: string, size = 10, tags: string[] = []): Entry {
  const now = clock.now();
  return {
    value,
    size,
    tags,
    storedAt: now,
    freshUntil: now + TTL,
    swrUntil: now + TTL + SWR,
    retainUntil: now + TTL + SIE,
    refreshFailed: false,
  };
}

function setup(limits = { maxEntries: 100, maxBytes: 10_000, maxEntryBytes: 1000 }) {
  const clock = new TestClock();
  const labels: CacheLabel[] = [];
  const evicted: string[] = [];
  const store = new SwrStore<Entry>('test', limits, clock, {
    read: (_store, _key, label) => labels.push(label),
    evict: (_store, key) => evicted.push(key),
  });
  return { clock, store, labels, evicted };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

t.test('a fresh entry is a hit and the upstream is not asked again', async (t) => {
  const { clock, store } = setup();
  let fills = 0;
  const fill = async () => entry(clock, `v${++fills}`);
  const first = await store.read('k', { fill });
  t.equal(first.label, 'MISS');
  clock.advance(59);
  const second = await store.read('k', { fill });
  t.equal(second.label, 'HIT');
  t.equal(second.value.value, 'v1');
  t.equal(fills, 1);
});

t.test('concurrent misses of one key share one fill', async (t) => {
  const { clock, store } = setup();
  let fills = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fill = async () => {
    fills += 1;
    await gate;
    return entry(clock, 'shared');
  };
  const reads = Array.from({ length: 20 }, () => store.read('k', { fill }));
  release();
  const results = await Promise.all(reads);
  t.equal(fills, 1);
  t.ok(results.every((r) => r.value.value === 'shared' && r.label === 'MISS'));
});

t.test('after the TTL the stale copy is served while one background refresh runs', async (t) => {
  const { clock, store } = setup();
  let fills = 0;
  let release: () => void = () => {};
  const fill = async () => {
    fills += 1;
    if (fills > 1) await new Promise<void>((resolve) => (release = resolve));
    return entry(clock, `v${fills}`);
  };
  await store.read('k', { fill });
  clock.advance(61);
  const stale = await Promise.all([
    store.read('k', { fill }),
    store.read('k', { fill }),
    store.read('k', { fill }),
  ]);
  t.same(
    stale.map((r) => [r.label, r.value.value]),
    [
      ['STALE', 'v1'],
      ['STALE', 'v1'],
      ['STALE', 'v1'],
    ],
  );
  t.equal(fills, 2, 'one refresh for three stale reads');
  release();
  await settle();
  const fresh = await store.read('k', { fill });
  t.equal(fresh.label, 'HIT');
  t.equal(fresh.value.value, 'v2');
});

t.test('a failing refresh keeps the stale copy and marks later serves stale-if-error', async (t) => {
  const { clock, store } = setup();
  let fail = false;
  const fill = async () => {
    if (fail) throw new Error('upstream down');
    return entry(clock, 'old');
  };
  await store.read('k', { fill });
  fail = true;
  clock.advance(61);
  t.equal((await store.read('k', { fill })).label, 'STALE');
  await settle();
  const next = await store.read('k', { fill });
  t.equal(next.label, 'STALE-ERROR');
  t.equal(next.value.value, 'old');
});

t.test('an open breaker makes a stale serve a stale-if-error one', async (t) => {
  const { clock, store } = setup();
  await store.read('k', { fill: async () => entry(clock, 'old') });
  clock.advance(61);
  const read = await store.read('k', { fill: async () => entry(clock, 'new'), upstreamDown: () => true });
  t.equal(read.label, 'STALE-ERROR');
});

t.test(
  'past the SWR window the upstream is waited for; when it fails the copy is served up to its horizon',
  async (t) => {
    const { clock, store } = setup();
    let fail = false;
    const fill = async () => {
      if (fail) throw new Error('upstream down');
      return entry(clock, 'old');
    };
    await store.read('k', { fill });
    fail = true;
    clock.advance(60 + 600 + 1);
    const read = await store.read('k', { fill });
    t.equal(read.label, 'STALE-ERROR');
    t.equal(read.value.value, 'old');
    clock.advance(25 * 3600);
    await t.rejects(store.read('k', { fill }), /upstream down/, 'after 24 h nothing is left to serve');
  },
);

t.test('a failed fill is never stored', async (t) => {
  const { clock, store } = setup();
  await t.rejects(store.read('k', { fill: async () => Promise.reject(new Error('boom')) }), /boom/);
  t.equal(store.stats().entries, 0);
  const read = await store.read('k', { fill: async () => entry(clock, 'ok') });
  t.equal(read.label, 'MISS');
});

t.test('a definitive answer is passed on and never replaced by a stale copy', async (t) => {
  const { clock, store } = setup();
  await store.read('k', { fill: async () => entry(clock, 'old') });
  clock.advance(60 + 600 + 1);
  const definitive = Object.assign(new Error('gone'), { definitive: true });
  await t.rejects(store.read('k', { fill: async () => Promise.reject(definitive) }), /gone/);
});

t.test('a fill is aborted when every waiting reader has left, and nothing is stored', async (t) => {
  const { clock, store } = setup();
  let fillSignal: AbortSignal | undefined;
  const fill = (signal: AbortSignal) => {
    fillSignal = signal;
    return new Promise<Entry>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')));
      setTimeout(() => resolve(entry(clock, 'late')), 5000).unref();
    });
  };
  const visitors = [new AbortController(), new AbortController()];
  const reads = visitors.map((visitor) =>
    store.read('k', { fill, signal: () => visitor.signal }).catch((error: unknown) => error),
  );
  visitors[0]?.abort();
  await settle();
  t.equal(fillSignal?.aborted, false, 'one reader still waits');
  visitors[1]?.abort();
  const outcomes = await Promise.all(reads);
  t.ok(outcomes.every((outcome) => outcome instanceof Error && outcome.name === 'ReadAborted'));
  t.equal(fillSignal?.aborted, true);
  await settle();
  t.equal(store.stats().entries, 0);
});

t.test('entries stay within the entry, byte and size-per-entry bounds', async (t) => {
  const { clock, store, evicted } = setup({ maxEntries: 5, maxBytes: 300, maxEntryBytes: 100 });
  for (let i = 0; i < 50; i += 1) {
    await store.read(`k${i}`, { fill: async () => entry(clock, 'x', 70) });
    const stats = store.stats();
    t.ok(stats.entries <= 5 && stats.bytes <= 300, `bounds hold after ${i + 1} fills`);
  }
  t.ok(evicted.length > 0, 'old entries were evicted');
  const big = await store.read('big', { fill: async () => entry(clock, 'big', 150) });
  t.equal(big.value.value, 'big', 'an entry over the per-entry bound is answered');
  t.equal(store.peek('big'), undefined, 'but not stored');
});

t.test('invalidation makes tagged entries refetch and leaves the others fresh', async (t) => {
  const { clock, store } = setup();
  let version = 1;
  const fill = (tags: string[]) => async () => entry(clock, `v${version}`, 10, tags);
  await store.read('a', { fill: fill(['materials#1']) });
  await store.read('b', { fill: fill(['materials#2']) });
  version = 2;
  t.equal(store.invalidate(new Set(['materials#1'])), 1);
  const a = await store.read('a', { fill: fill(['materials#1']) });
  t.equal(a.label, 'MISS');
  t.equal(a.value.value, 'v2');
  t.equal((await store.read('b', { fill: fill(['materials#2']) })).label, 'HIT');
});

t.test('readStored answers a stored entry without waiting and never fills a missing one', async (t) => {
  const { clock, store, labels } = setup();
  let fills = 0;
  const fill = async () => entry(clock, `v${++fills}`);
  t.equal(store.readStored('k', { fill }), undefined, 'nothing stored: the caller must read');
  t.equal(fills, 0, 'and no fill was started');
  await store.read('k', { fill });
  const hit = store.readStored('k', { fill });
  t.equal(hit?.label, 'HIT');
  t.equal(hit?.value.value, 'v1');
  clock.advance(TTL / 1000 + 1);
  const stale = store.readStored('k', { fill });
  t.equal(stale?.label, 'STALE', 'within the stale window the old entry is served at once');
  await settle();
  t.equal(fills, 2, 'and refreshed in the background');
  t.equal(store.readStored('k', { fill })?.value.value, 'v2');
  clock.advance((TTL + SWR) / 1000 + 1);
  t.equal(store.readStored('k', { fill }), undefined, 'past the stale window a fill must run first');
  t.same(labels, ['MISS', 'HIT', 'STALE', 'HIT']);
});
