import { useLocation, useRouteLoaderData } from 'react-router';
import type { Comfort } from '../../shared/comfort.ts';
import type { MapTiles } from '../../shared/data/source.ts';
import { localeFromPath, localeFromQuery } from '../../shared/i18n/locale-detect.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';

/** What the header needs of the signed-in user (docs/product.md#screens Header, docs/product.md#content-model User), with their favourites. */
export interface UserSummary {
  name: string;
  surname: string;
  card_access: number;
  /** An administrator sees the desk's entry in the account menu (docs/desk.md). */
  admin?: boolean;
  comments_count: number;
  unread_messages: number;
  favoriteMaterials: number[];
  favoriteCourses: number[];
  count_materials: number;
  count_courses: number;
  /** The comfort settings kept in the account (docs/product.md#reading-comfort). */
  comfort: Partial<Comfort>;
}

/** What every page knows: its interface language and the request's facts that shape the frame. */
export interface RootData {
  locale: Locale;
  publicOrigin: string;
  /** The session is live: the user call answered for it. */
  signedIn: boolean;
  user: UserSummary | null;
  /** The tile server the maps use; null: the offline basemap shipped with the app. */
  mapTiles: MapTiles | null;
  /** The browser's session version this data was loaded for (0 on the server). */
  sessionVersion: number;
  /** The reader's comfort settings as the page starts: the account's, else the cookies'. */
  comfort: Comfort;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The interface language; also right inside error boundaries where the root data may be missing. */
export function useLocale(): Locale {
  const data = useRootData();
  const { pathname, search } = useLocation();
  return data?.locale ?? localeFromPath(pathname) ?? localeFromQuery(search) ?? DEFAULT_LOCALE;
}
