/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import type { Book, BooksListResponse } from '../../../shared/schemas/content.ts';
import type { ArticleItemData } from '../../components/cards/ArticleItem.tsx';

export interface BooksData {
  locale: Locale;
  page: number;
  books: z.infer<typeof BooksListResponse>['books'];
  /** Each book's table of contents by slug; a book whose call failed is missing. */
  contents: Record<string, z.infer<typeof Book>['chapters']>;
  articles: ArticleItemData[];
  hasMore: boolean;
}
