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
  | 'follows'
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
    { key: 'follows', route: 'profile-follows', icon: 'Star' },
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

/** What the header's account menu can count without a call of its own. */
export interface MenuCounts {
  favouriteMaterials: number;
  favouriteCourses: number;
  unreadMessages: number;
}

export interface MenuEntry extends Entry {
  /** What the entry's page lists, counted; absent when the menu cannot know it. */
  count?: number;
  /** A count the reader should act on (unread replies): drawn as an alert. */
  alert?: boolean;
}

/** The personal area's entries the header's account menu offers, in the area's order. */
const MENU_KEYS = ['courses', 'materials', 'reviews', 'favorites', 'help', 'data'];

/**
 * An administrator's entry into the editors' desk (docs/desk.md), first in the menu; `waiting` is
 * the desk's waiting count once known.
 */
export function deskMenuEntry(waiting: number | undefined): MenuEntry {
  return {
    key: 'desk',
    route: 'desk',
    icon: 'SlidersHorizontal',
    count: waiting,
    alert: true,
  };
}

/**
 * The header's account menu (docs/product.md#screens Header): each entry is the personal area's own
 * entry for its page, so it bears that page's name; a counter sits only where it counts what its page
 * lists (the favourites page lists the favourite materials and courses; the support page the replies).
 */
export function accountMenuEntries(counts: MenuCounts): MenuEntry[] {
  const byKey = new Map(navEntries(null, false).map((entry) => [entry.key, entry]));
  return MENU_KEYS.flatMap((key): MenuEntry[] => {
    const entry = byKey.get(key);
    if (!entry) return [];
    if (key === 'favorites')
      return [{ ...entry, count: counts.favouriteMaterials + counts.favouriteCourses }];
    if (key === 'help') return [{ ...entry, count: counts.unreadMessages, alert: true }];
    return [entry];
  });
}
