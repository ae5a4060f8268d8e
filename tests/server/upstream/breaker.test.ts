import pino from 'pino';
import t from 'tap';
import { BreakerBoard, type BreakerState, CircuitBreaker } from '../../../server/upstream/breaker.ts';
import { UpstreamCaller } from '../../../server/upstream/caller.ts';
import type { Upstream } from '../../../server/upstream/client.ts';
import { contentCalls } from '../../../shared/contract/content.ts';
import { TestClock } from '../helpers/app.ts';

const OPTIONS = { windowMs: 10_000, minCalls: 10, failureRatio: 0.5, consecutiveTimeouts: 5, openMs: 15_000 };

function setup() {
  const clock = new TestClock();
  const changes: Array<[BreakerState, BreakerState]> = [];
  const breaker = new CircuitBreaker('materials', OPTIONS, clock, (_group, from, to) =>
    changes.push([from, to]),
  );
  const run = (outcome: 'success' | 'failure' | 'timeout' | 'ignored') => {
    const permit = breaker.tryAcquire();
    if (!permit.allowed) return false;
    breaker.record(outcome, permit.probe);
    return true;
  };
  return { clock, breaker, changes, run };
}

t.test('half of ten calls failing within the window opens the breaker', async (t) => {
  const { breaker, run, changes } = setup();
  for (let i = 0; i < 5; i += 1) run('success');
  for (let i = 0; i < 4; i += 1) run('failure');
  t.equal(breaker.state, 'closed', 'nine calls are not enough to judge');
  run('failure');
  t.equal(breaker.state, 'open');
  t.same(changes, [['closed', 'open']]);
});

t.test('failures below half of the calls keep it closed', async (t) => {
  const { breaker, run } = setup();
  for (let i = 0; i < 6; i += 1) run('success');
  for (let i = 0; i < 5; i += 1) run('failure');
  t.equal(breaker.state, 'closed');
});

t.test('failures older than the window are forgotten', async (t) => {
  const { breaker, run, clock } = setup();
  for (let i = 0; i < 9; i += 1) run('failure');
  clock.advance(11);
  run('failure');
  t.equal(breaker.state, 'closed');
  t.equal(breaker.snapshot().callsInWindow, 1);
});

t.test('five timeouts in a row open it even with few calls', async (t) => {
  const { breaker, run } = setup();
  for (let i = 0; i < 4; i += 1) run('timeout');
  run('success');
  for (let i = 0; i < 4; i += 1) run('timeout');
  t.equal(breaker.state, 'closed', 'a success breaks the run');
  run('timeout');
  t.equal(breaker.state, 'open');
});

t.test('open, it refuses calls; after the open period one probe goes and success closes it', async (t) => {
  const { breaker, run, clock, changes } = setup();
  for (let i = 0; i < 10; i += 1) run('failure');
  t.equal(run('success'), false, 'refused while open');
  clock.advance(15);
  const probe = breaker.tryAcquire();
  t.same(probe, { allowed: true, probe: true });
  t.equal(breaker.state, 'half-open');
  t.same(breaker.tryAcquire(), { allowed: false }, 'a single probe at a time');
  if (probe.allowed) breaker.record('success', probe.probe);
  t.equal(breaker.state, 'closed');
  t.same(changes.at(-1), ['half-open', 'closed']);
  t.equal(run('failure'), true);
  t.equal(breaker.state, 'closed', 'the window starts empty after closing');
});

t.test(
  'a failed probe opens it for another period; a probe that said nothing lets another try',
  async (t) => {
    const { breaker, run, clock } = setup();
    for (let i = 0; i < 10; i += 1) run('failure');
    clock.advance(15);
    run('timeout');
    t.equal(breaker.state, 'open');
    clock.advance(14);
    t.same(breaker.tryAcquire(), { allowed: false });
    clock.advance(1);
    const ignored = breaker.tryAcquire();
    if (ignored.allowed) breaker.record('ignored', ignored.probe);
    t.equal(breaker.state, 'half-open');
    t.same(breaker.tryAcquire(), { allowed: true, probe: true });
  },
);

t.test('visitors who left are not failures', async (t) => {
  const { breaker, run } = setup();
  for (let i = 0; i < 20; i += 1) run('ignored');
  t.equal(breaker.state, 'closed');
  t.equal(breaker.snapshot().callsInWindow, 0);
});

/** An upstream that answers each call with the next status of a list (then the last one again). */
function answering(statuses: number[]): Upstream {
  let next = 0;
  return {
    async request() {
      const status = statuses[Math.min(next, statuses.length - 1)] ?? 200;
      next += 1;
      const body = status < 300 ? { main_tags: [], additional_tags: [] } : { error: 'validation_failed' };
      return { status, headers: {}, body: Buffer.from(JSON.stringify(body)) };
    },
    async close() {},
  };
}

function callerOf(statuses: number[]) {
  const clock = new TestClock();
  const board = new BreakerBoard(OPTIONS, clock, () => {});
  const caller = new UpstreamCaller({
    upstream: answering(statuses),
    breakers: board,
    timeoutMs: 1000,
    retryDelayMs: { min: 0, max: 0 },
    log: pino({ level: 'silent' }),
  });
  const call = (id: string) =>
    caller.call(contentCalls['tags.list'], { query: { lang: 'ru' } }, { requestId: id }).catch(() => null);
  return { clock, board, call };
}

t.test('4xx answers never count towards the breaker, neither as failures nor as successes', async (t) => {
  const { board, call } = callerOf([...Array<number>(50).fill(400), 500]);
  for (let i = 0; i < 50; i += 1) await call(`bad-${i}`);
  t.equal(board.get('tags').state, 'closed', 'fifty refused requests leave the breaker closed');
  t.equal(board.snapshot().tags?.callsInWindow, 0, 'and are not in its window');
  for (let i = 0; i < 10; i += 1) await call(`failing-${i}`);
  t.equal(board.get('tags').state, 'open', 'ten upstream failures after them still open it');
});

t.test('a probe answered with a 4xx neither closes nor reopens the breaker', async (t) => {
  const { board, clock, call } = callerOf([...Array<number>(10).fill(500), 404, 200]);
  for (let i = 0; i < 10; i += 1) await call(`failing-${i}`);
  t.equal(board.get('tags').state, 'open');
  clock.advance(15);
  await call('probe-404');
  t.equal(board.get('tags').state, 'half-open', 'a 4xx says nothing about the upstream');
  await call('probe-200');
  t.equal(board.get('tags').state, 'closed');
});
