import { POPULAR_PREVIEW_POSITIONS } from '../../../shared/constants.ts';

/** The popular materials' preview has four position styles, taken in turn down the list (1–4). */
export function previewPosition(index: number): number {
  return (index % POPULAR_PREVIEW_POSITIONS) + 1;
}
