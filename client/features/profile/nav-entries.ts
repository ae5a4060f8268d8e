/**
 * The personal area's entries in the product's order (docs/product.md#screens "Profile area"): DA for Educators only
 * with `card_access = 1` (its page is Russian-only, which `href` knows); everyone else gets the way
 * to request access to that special project (the questionnaire, `profile-access`). The reviews and support entries lead to the next
 * issue's screens, which show their heading in the area's frame until then.
 */
import type { RouteId } from '../../../shared/routes/tree.ts';
import type { IconName } from '../../ui/icons/names.ts';

export type ProfileSection =
  | 'data'
  | 'courses'
  | 'materials'
  | 'reviews'
  | 'favorites'
  | 'lessonSets'
  | 'access'
  | 'help';

export interface Entry {
  key: string;
  route: RouteId;
  icon: IconName;
  current?: boolean;
}

export function navEntries(current: ProfileSection | null, cardAccess: boolean): Entry[] {
  const list: Entry[] = [
    { key: 'data', route: 'profile-data', icon: 'UserRound' },
    { key: 'courses', route: 'profile-courses', icon: 'GraduationCap' },
    { key: 'materials', route: 'profile-materials', icon: 'FileText' },
    { key: 'reviews', route: 'profile-reviews', icon: 'MessageSquare' },
    { key: 'favorites', route: 'profile-favorites', icon: 'Bookmark' },
    ...(cardAccess
      ? [
          { key: 'educators', route: 'da-for-educators', icon: 'Tags' } as const,
          // The teacher's lesson sets, made on the tool's results page.
          { key: 'lessonSets', route: 'profile-lesson-sets', icon: 'Layers' } as const,
        ]
      : [{ key: 'access', route: 'profile-access', icon: 'Flag' } as const]),
    { key: 'help', route: 'profile-help', icon: 'LifeBuoy' },
  ];
  return list.map((entry) => ({ ...entry, current: entry.key === current }));
}
