/**
 * The root route's loader: the interface language, the request's facts and the signed-in user every
 * page's frame shows (their shape: `client/runtime/root-data.ts`), reloaded only when the session changed.
 */
import { useEffect } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { mergeComfort, NO_COMFORT } from '../../shared/comfort.ts';
import { DataSourceError, dataSourceContext, requestInfoContext } from '../../shared/data/source.ts';
import { detectLocale } from '../../shared/i18n/locale-detect.ts';
import type { UserAnswer } from '../../shared/schemas/accounts.ts';
import type { RootData, UserSummary } from '../runtime/root-data.ts';
import { callApi } from './call-api.ts';
import { clientSession } from './session.ts';

/** The frame's part of the user call's answer (also compared by `reader-state.ts`). */
export function summary(answer: UserAnswer): UserSummary {
  return {
    name: answer.user.name,
    surname: answer.user.surname,
    card_access: answer.user.card_access,
    ...(answer.user.role === 'admin' ? { admin: true } : {}),
    comments_count: answer.user.comments_count,
    unread_messages: answer.user.chat.unread_user_messages,
    favoriteMaterials: answer.favoriteMaterials,
    favoriteCourses: answer.favoriteCourses,
    count_materials: answer.count_materials,
    count_courses: answer.count_courses,
    comfort: {
      theme: answer.user.comfort.theme,
      textSize: answer.user.comfort.text_size,
      lineSpacing: answer.user.comfort.line_spacing,
    },
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
    if (error.status === 401 && typeof window !== 'undefined') {
      console.info('User is not authenticated');
      await callApi('session.logout');
    }
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
    comfort: mergeComfort(user?.comfort, info.comfort ?? NO_COMFORT),
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
