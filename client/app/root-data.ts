import { type LoaderFunctionArgs, useLocation, useRouteLoaderData } from 'react-router';
import { requestInfoContext } from '../../shared/data/source.ts';
import { detectLocale, localeFromPath } from '../../shared/i18n/locale-detect.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';

/** What every page knows: its interface language and the request's facts that shape the frame. */
export interface RootData {
  locale: Locale;
  publicOrigin: string;
  signedIn: boolean;
}

export function rootLoader({ request, context }: LoaderFunctionArgs): RootData {
  const info = context.get(requestInfoContext);
  const { pathname } = new URL(request.url);
  return {
    locale: detectLocale(pathname, request.headers.get('cookie'), request.headers.get('accept-language')),
    publicOrigin: info.publicOrigin,
    signedIn: info.signedIn,
  };
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The interface language; also right inside error boundaries where the root data may be missing. */
export function useLocale(): Locale {
  const data = useRootData();
  const { pathname } = useLocation();
  return data?.locale ?? localeFromPath(pathname) ?? DEFAULT_LOCALE;
}
