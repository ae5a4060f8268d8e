import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Every page's error boundary: the error page inside the frame, which stays in place. */
export function PageError() {
  return <ErrorScreen error={useRouteError()} />;
}
