/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import type { Course } from '../../../shared/schemas/content.ts';
import type { MyReviewResponse } from '../../../shared/schemas/reviews.ts';
import type { PlaceLink } from '../../features/map/load-places-in-text.ts';

export interface CourseData {
  locale: Locale;
  /** The active material's chapter HTML is in the markup, not in the hydration data (html-once.ts). */
  course: z.infer<typeof Course>;
  /** The material the server rendered active. */
  initialIndex: number;
  /** Whether the reader has liked the course, as far as the render could tell. */
  liked: boolean;
  /** The reader's review and the item's summary (null for a guest, or when the call failed). */
  myReview: MyReviewResponse | null;
  /** The places the course names ("places in this text"); null when the call failed. */
  places: PlaceLink[] | null;
}
