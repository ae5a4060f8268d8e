import { useEffect } from 'react';
import {
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import {
  DataSourceError,
  dataSourceContext,
  type MapTiles,
  requestInfoContext,
} from '../../shared/data/source.ts';
import { detectLocale, localeFromPath, localeFromQuery } from '../../shared/i18n/locale-detect.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';
import type { UserAnswer } from '../../shared/schemas/accounts.ts';
import { clientSession } from '../data/session.ts';
import { endStaleSession } from '../features/auth/session-api.ts';

/** What the header needs of the signed-in user (docs/product.md#screens Header, §3 User), with their favourites. */
export interface UserSummary {
  name: string;
  surname: string;
  card_access: number;
  comments_count: number;
  unread_messages: number;
  favoriteMaterials: number[];
  favoriteCourses: number[];
  count_materials: number;
  count_courses: number;
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
}

function summary(answer: UserAnswer): UserSummary {
  return {
    name: answer.user.name,
    surname: answer.user.surname,
    card_access: answer.user.card_access,
    comments_count: answer.user.comments_count,
    unread_messages: answer.user.chat.unread_user_messages,
    favoriteMaterials: answer.favoriteMaterials,
    favoriteCourses: answer.favoriteCourses,
    count_materials: answer.count_materials,
    count_courses: answer.count_courses,
  };
}

/**
 * The session version of the root data on screen (browser only). Set when that data is rendered, not
 * when a loader runs: a navigation that is redirected (`/` to `/ru`) drops its first loader's result.
 */
let shownVersion = 0;

/**
 * The user call runs only when a session cookie came with the request (docs/product.md#states: "at start"). Without
 * data the session is over: on the server the data source already cleared the cookie; in the browser
 * the page asks the web tier to clear it.
 */
async function loadUser(args: LoaderFunctionArgs): Promise<UserSummary | null> {
  try {
    return summary(
      await args.context.get(dataSourceContext).load('accounts.user', {}, { signal: args.request.signal }),
    );
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    if (error.status === 401 && typeof window !== 'undefined') await endStaleSession();
    return null;
  }
}

export async function rootLoader(args: LoaderFunctionArgs): Promise<RootData> {
  const { request, context } = args;
  const info = context.get(requestInfoContext);
  const { pathname, search } = new URL(request.url);
  const sessionVersion = clientSession.version;
  const user = info.signedIn ? await loadUser(args) : null;
  return {
    locale: detectLocale(pathname, info.chosenLocale, request.headers.get('accept-language'), search),
    publicOrigin: info.publicOrigin,
    mapTiles: info.mapTiles ?? null,
    signedIn: user !== null,
    user,
    sessionVersion,
  };
}

/** The frame reloads its data only when the session changed (login, logout); the language needs a reload. */
export const shouldRevalidateRoot: ShouldRevalidateFunction = () => clientSession.version !== shownVersion;

/** Records which session the frame shows; the header's account area calls it. */
export function useShownSession(data: RootData | undefined): void {
  const version = data?.sessionVersion ?? 0;
  useEffect(() => {
    shownVersion = version;
  }, [version]);
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
