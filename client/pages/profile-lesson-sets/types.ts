/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { Locale } from '../../../shared/locales.ts';
import type { LessonSetSummary } from '../../../shared/schemas/lesson-sets.ts';

export interface LessonSetsData {
  locale: Locale;
  /** 'guest': no live session; 'no-access': signed in without card access. */
  state: 'guest' | 'no-access' | 'ready';
  sets: LessonSetSummary[];
}
