/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { Locale } from '../../../shared/locales.ts';
import type { HashtagCategory, HashtagSearchGroup } from '../../../shared/schemas/educators.ts';

export interface ResultsData {
  locale: Locale;
  ids: number[];
  categories: HashtagCategory[];
  groups: HashtagSearchGroup[];
}
