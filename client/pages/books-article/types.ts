/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import type { Article } from '../../../shared/schemas/content.ts';
import type { CommentsResponse } from '../../../shared/schemas/engagement.ts';
import type { PlaceLink } from '../../features/map/load-places-in-text.ts';

export interface ArticleData {
  locale: Locale;
  article: z.infer<typeof Article>;
  comments: CommentsResponse | null;
  /** The places the article names ("places in this text"); null when the call failed. */
  places: PlaceLink[] | null;
}
