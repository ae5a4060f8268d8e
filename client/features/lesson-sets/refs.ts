/**
 * Lesson sets in the browser: which item a results card is (its kind comes from its address, which
 * the API builds per kind: `/{locale}/materials/…`, `/{locale}/courses/…`, `/books/articles/…`), and
 * what a refused call means to the teacher.
 */
import type { LessonSetItemRef, LessonSetKind } from '../../../shared/schemas/lesson-sets.ts';

export function kindOfLink(link: string): LessonSetKind {
  if (link.startsWith('/books/articles/')) return 'articles';
  if (/^\/[a-z]{2}\/courses\//.test(link)) return 'courses';
  return 'materials';
}

export function refOf(item: { id: number; link: string }): LessonSetItemRef {
  return { kind: kindOfLink(item.link), id: item.id };
}

export function refKey(ref: LessonSetItemRef): string {
  return `${ref.kind}:${ref.id}`;
}

/**
 * The `lessonSets:errors.*` key for a refused call's code; a 400 is about `invalid`, the one thing
 * the call's form could not check itself (a name is checked before it is sent; items can have been
 * unpublished meanwhile).
 */
export function errorKey(code: string | undefined, invalid: 'name' | 'items'): string {
  if (code === 'forbidden') return 'errors.forbidden';
  if (code === 'lesson_sets_limit') return 'errors.limit';
  if (code === 'lesson_set_full') return 'errors.full';
  if (code === 'not_found') return 'errors.notFound';
  if (code === 'validation_failed') return `errors.${invalid}`;
  return 'errors.failed';
}
