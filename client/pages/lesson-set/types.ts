/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { Locale } from '../../../shared/locales.ts';
import type { SharedSet } from '../../../shared/schemas/lesson-sets.ts';

export interface LessonSetData {
  locale: Locale;
  set: SharedSet;
}
