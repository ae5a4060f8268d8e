import t from 'tap';
import { deepFreeze, derive } from '../../../shared/data/frozen.ts';

t.test('derive works a frozen source out once and freezes what it gives', async (t) => {
  let calls = 0;
  const titles = (answer: { items: readonly { title: string }[] }) => {
    calls++;
    return { titles: answer.items.map((item) => item.title) };
  };
  const answer = deepFreeze({ items: [{ title: 'Один' }, { title: 'Два' }] });
  const first = derive(answer, titles);
  t.same(first, { titles: ['Один', 'Два'] });
  t.equal(derive(answer, titles), first, 'the same object the second time');
  t.equal(calls, 1);
  t.ok(Object.isFrozen(first) && Object.isFrozen(first.titles), 'frozen all the way down');

  const other = deepFreeze({ items: [{ title: 'Три' }] });
  t.same(derive(other, titles), { titles: ['Три'] }, 'another source, its own answer');
  t.equal(calls, 2);
});

t.test('an unfrozen source (the browser) is worked out every time and left unfrozen', async (t) => {
  let calls = 0;
  const count = (answer: { items: unknown[] }) => {
    calls++;
    return { n: answer.items.length };
  };
  const answer = { items: [1, 2] };
  t.same(derive(answer, count), { n: 2 });
  answer.items.push(3);
  const again = derive(answer, count);
  t.same(again, { n: 3 });
  t.equal(calls, 2);
  t.notOk(Object.isFrozen(again));
});
