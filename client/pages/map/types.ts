/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { Locale } from '../../../shared/locales.ts';
import type { PlaceSummary, Tag } from '../../../shared/schemas/content.ts';
import type { MapState } from '../../features/map/map-query.ts';

export interface MapData {
  locale: Locale;
  state: MapState;
  /** The seven directions (main tags); null when the tags call failed. */
  directions: Tag[] | null;
  places: PlaceSummary[];
}
