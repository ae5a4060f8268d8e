/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { Locale } from '../../../shared/locales.ts';
import type { Place } from '../../../shared/schemas/content.ts';

export interface PlaceData {
  locale: Locale;
  place: Place;
}
