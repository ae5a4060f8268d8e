import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { SerialQueue } from '../../../api/db/queue.ts';

t.test('tasks run one at a time, in the order they came', async (t) => {
  const queue = new SerialQueue(1000);
  const events: string[] = [];
  const task = (name: string, ms: number) =>
    queue.run(async () => {
      events.push(`start ${name}`);
      await sleep(ms);
      events.push(`end ${name}`);
      return name;
    });
  const results = await Promise.all([task('a', 20), task('b', 5), task('c', 1)]);
  t.same(results, ['a', 'b', 'c']);
  t.same(events, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
});

t.test('a task that waits longer than the limit is refused with db_busy, the rest go on', async (t) => {
  const queue = new SerialQueue(30);
  const slow = queue.run(() => sleep(100).then(() => 'slow'));
  const refused = queue.run(async () => 'never');
  await t.rejects(refused, { code: 'db_busy', status: 503 });
  t.equal(await slow, 'slow');
  t.equal(await queue.run(async () => 'after'), 'after');
  t.equal(queue.pending, 0);
});

t.test('a failing task does not block the queue', async (t) => {
  const queue = new SerialQueue(1000);
  await t.rejects(
    queue.run(async () => Promise.reject(new Error('boom'))),
    /boom/,
  );
  t.equal(await queue.run(async () => 1), 1);
  await queue.whenIdle();
});
