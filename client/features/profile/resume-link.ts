/** The address of "continue" for a material: its page, at the chapter where the reader stopped. */
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { HistoryMaterial } from '../../../shared/schemas/profile.ts';
import { chapterAnchor } from '../reading/anchors.ts';

export function resumeAddress(item: HistoryMaterial, locale: Locale): string {
  const path = href('material', locale, { slug: item.material.slug });
  return item.resume?.anchor ? `${path}#${chapterAnchor(item.resume.anchor)}` : path;
}

/** How far the reader got, in whole percent of the chapter (shown beside "continue"). */
export function percentOf(item: HistoryMaterial): number {
  return Math.round((item.resume?.fraction ?? 0) * 100);
}
