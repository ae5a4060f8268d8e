/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import type { Article } from '../../../shared/schemas/content.ts';
import type { CommentsResponse } from '../../../shared/schemas/engagement.ts';

export interface ArticleData {
  locale: Locale;
  article: z.infer<typeof Article>;
  comments: CommentsResponse | null;
}
