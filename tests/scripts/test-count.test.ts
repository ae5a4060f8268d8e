import t from 'tap';
import { countTap } from '../../scripts/test.ts';

t.test('counts the tests inside each file', async (t) => {
  // Two files as tap reports them: each file's own tests indented by four spaces under it.
  const output = `    ok 1 - a
    not ok 2 - b
    1..2
not ok 1 - file-a.test.ts
    ok 1 - c
ok 2 - file-b.test.ts`;
  t.same(countTap(output), { passed: 2, failed: 1 });
});

t.test('a file that crashed before reporting any test counts as one failure', async (t) => {
  t.same(countTap('not ok 1 - broken.test.ts # crashed\nok 2 - fine.test.ts'), { passed: 0, failed: 1 });
});
