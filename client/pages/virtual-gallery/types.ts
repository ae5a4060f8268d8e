/** The data of the page's loader (`route.tsx`), which its screen draws. */
import type { z } from 'zod';
import type { GalleryResponse } from '../../../shared/schemas/content.ts';

export interface GalleryData {
  exhibits: z.infer<typeof GalleryResponse>['exhibits'];
  /** The exhibit the address opens, or null for the gallery itself. */
  open: string | null;
}
