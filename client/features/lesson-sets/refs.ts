/**
 * Lesson sets in the browser: which item a results card is (its kind comes from its address, which
 * the API builds per kind: `/{locale}/materials/…`, `/{locale}/courses/…`, `/books/articles/…`), and
 * what a refused call means to the teacher.
 */
import type { LessonSetItemRef, LessonSetKind } from '../../../shared/schemas/lesson-sets.ts';
import { errorKey } from '../../data/error-keys.ts';

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
 * The message key for a refused lesson-set call; a 400 is about `invalid`, the one thing the call's
 * form could not check itself (a name is checked before it is sent; items can have been unpublished
 * meanwhile).
 */
export function lessonSetErrorKey(code: string | undefined, invalid: 'name' | 'items'): string {
  return errorKey(code, 'lessonSets:errors.failed', {
    forbidden: 'lessonSets:errors.forbidden',
    not_found: 'lessonSets:errors.notFound',
    validation_failed: `lessonSets:errors.${invalid}`,
  });
}
