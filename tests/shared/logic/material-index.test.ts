import t from 'tap';
import { materialHash, materialIndex, materialIndexFromHash } from '../../../shared/logic/material-index.ts';

t.test('#material=N selects N when 0 <= N < count', async (t) => {
  t.equal(materialIndexFromHash('#material=0', 5), 0);
  t.equal(materialIndexFromHash('#material=4', 5), 4);
  t.equal(materialIndexFromHash('material=2', 5), 2, 'with or without the #');
});

t.test('a negative, too large, non-numeric or malformed index selects the first material', async (t) => {
  for (const hash of [
    '#material=-1',
    '#material=5',
    '#material=99',
    '#material=abc',
    '#material=1.5',
    '#material=',
    '#material=1e1',
    '#material=0x2',
    '#other=2',
    '',
    '#material=2&x=1',
  ]) {
    t.equal(materialIndexFromHash(hash, 5), 0, hash || '(empty)');
  }
  t.equal(materialIndexFromHash('#material=0', 0), 0, 'an empty course');
});

t.test('?material=N on the server follows the same rule', async (t) => {
  t.equal(materialIndex('3', 4), 3);
  t.equal(materialIndex('4', 4), 0);
  t.equal(materialIndex(null, 4), 0);
  t.equal(materialIndex(' 1', 4), 0);
});

t.test('the hash is written back in the same form', async (t) => {
  t.equal(materialHash(3), '#material=3');
  t.equal(materialIndexFromHash(materialHash(3), 4), 3);
});
