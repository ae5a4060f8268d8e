/** docs/rules.md R29, S2: the gate renders go through, on its own. */
import t from 'tap';
import { gatedRender, RenderGate, RenderShed } from '../../../server/render/render-gate.ts';
import type { RenderFunction } from '../../../server/render/ssr-module.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function gate(options: Partial<ConstructorParameters<typeof RenderGate>[0]> = {}) {
  return new RenderGate({ concurrency: 2, queueMax: 1, queueTimeoutMs: 1000, busy: () => true, ...options });
}

t.test('renders past the slots and the queue are refused at once', async (t) => {
  const g = gate();
  await g.enter();
  await g.enter();
  const queued = g.enter();
  await t.rejects(g.enter(), RenderShed, 'the fourth is shed');
  t.same(g.stats(), { active: 2, queued: 1, shed: 1 });
  g.leave();
  await queued;
  t.same(g.stats(), { active: 2, queued: 0, shed: 1 }, 'the freed slot went to the waiting render');
  g.leave();
  g.leave();
  t.same(g.stats(), { active: 0, queued: 0, shed: 1 });
});

t.test('a render that waits out the queue is shed while the CPU is busy', async (t) => {
  const g = gate({ concurrency: 1, queueTimeoutMs: 30 });
  await g.enter();
  await t.rejects(g.enter(), RenderShed);
});

t.test('while the CPU is idle renders are admitted past the limit, up to slots + queue', async (t) => {
  let busy = false;
  const g = gate({ concurrency: 1, queueMax: 2, queueTimeoutMs: 30, busy: () => busy });
  await g.enter();
  await g.enter();
  await g.enter();
  t.equal(g.stats().active, 3, 'admitted past the limit: they wait on data, not on the CPU');
  const burst = g.enter();
  t.equal(g.stats().queued, 1, 'a burst past slots + queue waits even on an idle CPU');
  g.leave();
  await burst;
  busy = true;
  const waiting = gate({ concurrency: 1, queueTimeoutMs: 30, busy: () => busy });
  await waiting.enter();
  const queued = waiting.enter();
  busy = false;
  await queued;
  t.equal(waiting.stats().active, 2, 'a queued render is admitted when the wait ends on an idle CPU');
});

t.test('a visitor who leaves stops waiting', async (t) => {
  const g = gate({ concurrency: 1 });
  await g.enter();
  const controller = new AbortController();
  const queued = g.enter(controller.signal);
  controller.abort(new Error('gone'));
  await t.rejects(queued, /gone/);
  t.equal(g.stats().queued, 0);
});

t.test('a render holds its slot until it settles, answered or failed', async (t) => {
  const g = gate({ concurrency: 1, queueMax: 0 });
  let finish = () => {};
  const slow = (() =>
    new Promise((resolve) => {
      finish = () => resolve({ kind: 'page', status: 200, locale: 'ru', body: Buffer.from('<html></html>') });
    })) as RenderFunction;
  const input = { request: new Request('http://x/ru') } as Parameters<RenderFunction>[0];
  const rendering = gatedRender(slow, g)(input);
  await pause(5);
  await t.rejects(gatedRender(slow, g)(input), RenderShed, 'the slot is taken while it renders');
  finish();
  await rendering;
  t.equal(g.stats().active, 0, 'freed when it answered');
  const failing = gatedRender(
    (async () => {
      throw new Error('render failed');
    }) as RenderFunction,
    g,
  );
  await t.rejects(failing(input), /render failed/);
  t.equal(g.stats().active, 0, 'freed when the render threw');
});
