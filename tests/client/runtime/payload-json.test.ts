import t from 'tap';
import { payloadBytes } from '../../../client/runtime/payload-json.ts';
import { escapeJsonForHtml } from '../../../client/runtime/ssr-context.ts';
import { deepFreeze } from '../../../shared/data/frozen.ts';

const expected = (value: unknown) => escapeJsonForHtml(JSON.stringify(value));

t.test('the payload bytes are the escaped JSON of the value, shared parts or not', async (t) => {
  const shared = deepFreeze({
    materials: [
      { id: 1, title: 'Ёлка </script><!-- & \u2028 \u2029', tags: [{ id: 2, name: 'Идиш' }] },
      { id: 2, title: 'Family 👨‍👩‍👧', snippet: null, empty: [] },
    ],
  });
  const chapter = Object.defineProperty({ id: 7, title: 'Глава' }, 'content', {
    value: '<p>only in the markup</p>',
    enumerable: false,
  });
  const values: unknown[] = [
    null,
    'строка </script>',
    42,
    true,
    [],
    {},
    shared,
    {
      root: { locale: 'ru', user: null, skipped: undefined, fn: () => 1 },
      'routes/main': { topics: shared.materials, list: [1, undefined, () => 2, 'x'], count: Number.NaN },
      when: new Date(Date.UTC(2026, 10, 21)),
      chapter,
      frozenChapter: deepFreeze({ ...chapter }),
    },
  ];
  values.forEach((value, index) => {
    t.equal(payloadBytes(value).toString('utf8'), expected(value), `value ${index}`);
  });
  // The second time the shared part's bytes are reused: the same answer.
  t.equal(payloadBytes({ again: shared }).toString('utf8'), expected({ again: shared }));
  t.notMatch(payloadBytes(values[7]).toString('utf8'), /only in the markup/);
});
