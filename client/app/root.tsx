/** The root route: the whole document and the page frame around every page. */
import { Outlet, type ShouldRevalidateFunction, useRouteError } from 'react-router';
import { Document } from './Document.tsx';
import { ErrorScreen } from './errors/ErrorScreen.tsx';
import { Frame } from './frame/Frame.tsx';
import { rootLoader, useLocale } from './root-data.ts';

export const loader = rootLoader;

/** The interface language and the frame only change with a full reload (spec §2: the switch reloads). */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Component() {
  const locale = useLocale();
  return (
    <Document locale={locale}>
      <Frame>
        <Outlet />
      </Frame>
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  return (
    <Document locale={locale}>
      <Frame>
        <ErrorScreen error={error} />
      </Frame>
    </Document>
  );
}
