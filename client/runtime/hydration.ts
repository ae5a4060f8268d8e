/**
 * Route errors cross from server to browser inside the hydration payload. Error responses keep their
 * status and data; anything else becomes a bare Error without its message or stack, so nothing
 * internal reaches the page (docs/rules.md R21).
 */
import { isRouteErrorResponse } from 'react-router';

interface SerializedRouteError {
  __type: 'RouteErrorResponse';
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}
interface SerializedError {
  __type: 'Error';
}

export function serializeErrors(errors: Record<string, unknown> | null | undefined) {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError | SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? {
          __type: 'RouteErrorResponse',
          status: error.status,
          statusText: error.statusText,
          data: error.status === 404 || error.status === 503 ? error.data : null,
          internal: (error as { internal?: boolean }).internal === true,
        }
      : { __type: 'Error' };
  }
  return out;
}

export function deserializeErrors(
  errors: Record<string, SerializedRouteError | SerializedError> | null | undefined,
) {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    // A plain object with these fields satisfies `isRouteErrorResponse` on the client.
    out[routeId] = error.__type === 'RouteErrorResponse' ? { ...error } : new Error('Unexpected error');
  }
  return out;
}
