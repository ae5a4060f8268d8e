/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import type { Book, BookChapter } from '../../../shared/schemas/content.ts';

export interface ChapterData {
  locale: Locale;
  chapter: z.infer<typeof BookChapter>;
  book: z.infer<typeof Book> | null;
}
