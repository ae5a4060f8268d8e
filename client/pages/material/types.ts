/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import type { Material } from '../../../shared/schemas/content.ts';
import type { CommentsResponse } from '../../../shared/schemas/engagement.ts';
import type { MyReviewResponse } from '../../../shared/schemas/reviews.ts';
import type { PlaceLink } from '../../features/map/load-places-in-text.ts';

export interface MaterialData {
  locale: Locale;
  /** The chapters' HTML is in the markup, not in the hydration data (html-once.ts). */
  material: z.infer<typeof Material>;
  comments: CommentsResponse | null;
  /** The places the material names ("places in this text"); null when the call failed. */
  places: PlaceLink[] | null;
  /** Whether the reader has liked the material, as far as the render could tell. */
  liked: boolean;
  /** The reader's review and the item's summary (null for a guest, or when the call failed). */
  myReview: MyReviewResponse | null;
}
