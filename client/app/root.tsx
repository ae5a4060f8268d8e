/** The root route: the whole document and the page frame around every page. */
import { type LoaderFunctionArgs, Outlet, useRouteError } from 'react-router';
import { NO_COMFORT } from '../../shared/comfort.ts';
import { useAccountComfort } from '../data/comfort.ts';
import { useReaderState } from '../data/reader-state.ts';
import { rootLoader, shouldRevalidateRoot } from '../data/root-loader.ts';
import { useLocale, useRootData } from '../runtime/root-data.ts';
import { Document } from './Document.tsx';
import { ErrorIsland } from './errors/PageError.tsx';
import { Frame } from './frame/Frame.tsx';
import { preloadIslands } from './frame/island.tsx';

/**
 * On the server the frame's islands (`frame/island.tsx`) are loaded before the first render, so their
 * markup is whole; in the browser they load when the reader reaches for them.
 */
export async function loader(args: LoaderFunctionArgs) {
  if (typeof document === 'undefined') await preloadIslands();
  return rootLoader(args);
}

/**
 * The interface language changes with a full reload (docs/product.md#screens); the user data with the
 * session and whenever the reader's own state changed on the server (`client/data/reader-state.ts`).
 */
export const shouldRevalidate = shouldRevalidateRoot;

export function Component() {
  const locale = useLocale();
  const data = useRootData();
  useReaderState(data);
  useAccountComfort(data?.user ?? null);
  return (
    <Document locale={locale} comfort={data?.comfort ?? NO_COMFORT}>
      <Frame>
        <Outlet />
      </Frame>
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  const comfort = useRootData()?.comfort ?? NO_COMFORT;
  return (
    <Document locale={locale} comfort={comfort}>
      <Frame>
        <ErrorIsland error={error} />
      </Frame>
    </Document>
  );
}
