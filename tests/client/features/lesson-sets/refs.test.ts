/** Lesson sets in the browser: which item a results card is, and what a refused call tells the teacher. */
import t from 'tap';
import { errorKey, kindOfLink, refKey, refOf } from '../../../../client/features/lesson-sets/refs.ts';

t.test("a card's kind comes from the address the API built for it", async (t) => {
  t.equal(kindOfLink('/ru/materials/klezmer-wedding'), 'materials');
  t.equal(kindOfLink('/en/courses/music-and-theatre'), 'courses');
  t.equal(kindOfLink('/books/articles/klezmer-revival-festival'), 'articles');
  t.same(refOf({ id: 7, link: '/ru/courses/reading-course' }), { kind: 'courses', id: 7 });
  t.not(refKey({ kind: 'materials', id: 7 }), refKey({ kind: 'courses', id: 7 }), 'kinds do not collide');
});

t.test('a refused call names its reason; anything unknown is a plain failure', async (t) => {
  t.equal(errorKey('forbidden', 'items'), 'errors.forbidden');
  t.equal(errorKey('lesson_sets_limit', 'items'), 'errors.limit');
  t.equal(errorKey('lesson_set_full', 'items'), 'errors.full');
  t.equal(errorKey('not_found', 'name'), 'errors.notFound');
  t.equal(errorKey('validation_failed', 'name'), 'errors.name');
  t.equal(errorKey('validation_failed', 'items'), 'errors.items');
  t.equal(errorKey('upstream_unavailable', 'items'), 'errors.failed');
  t.equal(errorKey(undefined, 'items'), 'errors.failed');
});
