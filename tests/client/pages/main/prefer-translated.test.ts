import t from 'tap';
import { preferTranslated, shelfPool } from '../../../../client/pages/main/prefer-translated.ts';

const item = (id: number, fallback: boolean) => ({ id, fallback });

t.test('an English shelf shows translated items first, in the answer’s order', async (t) => {
  const answer = [item(1, true), item(2, false), item(3, true), item(4, false), item(5, false)];
  t.same(
    preferTranslated(answer, 3).map((x) => x.id),
    [2, 4, 5],
  );
});

t.test('Russian fallbacks fill the shelf when too few items are translated', async (t) => {
  const answer = [item(1, true), item(2, false), item(3, true)];
  t.same(
    preferTranslated(answer, 3).map((x) => x.id),
    [2, 1, 3],
  );
});

t.test('a shelf that cannot fall back asks for exactly its size; one that can asks for a pool', async (t) => {
  t.equal(shelfPool(6, false), 6);
  t.equal(shelfPool(6, true), 12);
});
