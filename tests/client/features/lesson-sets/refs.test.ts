/** Lesson sets in the browser: which item a results card is, and what a refused call tells the teacher. */
import t from 'tap';
import {
  kindOfLink,
  lessonSetErrorKey,
  refKey,
  refOf,
} from '../../../../client/features/lesson-sets/refs.ts';

t.test("a card's kind comes from the address the API built for it", async (t) => {
  t.equal(kindOfLink('/ru/materials/klezmer-wedding'), 'materials');
  t.equal(kindOfLink('/en/courses/music-and-theatre'), 'courses');
  t.equal(kindOfLink('/books/articles/klezmer-revival-festival'), 'articles');
  t.same(refOf({ id: 7, link: '/ru/courses/reading-course' }), { kind: 'courses', id: 7 });
  t.not(refKey({ kind: 'materials', id: 7 }), refKey({ kind: 'courses', id: 7 }), 'kinds do not collide');
});

t.test('a refused call names its reason; anything unknown is a plain failure', async (t) => {
  t.equal(lessonSetErrorKey('forbidden', 'items'), 'lessonSets:errors.forbidden');
  t.equal(lessonSetErrorKey('lesson_sets_limit', 'items'), 'lessonSets:errors.limit');
  t.equal(lessonSetErrorKey('lesson_set_full', 'items'), 'lessonSets:errors.full');
  t.equal(lessonSetErrorKey('not_found', 'name'), 'lessonSets:errors.notFound');
  t.equal(lessonSetErrorKey('validation_failed', 'name'), 'lessonSets:errors.name');
  t.equal(lessonSetErrorKey('validation_failed', 'items'), 'lessonSets:errors.items');
  t.equal(lessonSetErrorKey('upstream_unavailable', 'items'), 'lessonSets:errors.failed');
  t.equal(lessonSetErrorKey(undefined, 'items'), 'lessonSets:errors.failed');
});
