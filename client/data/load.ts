/**
 * What loaders call: a contract call through the request's data source, with failures thrown as the
 * page's status (docs/rules.md R28): a missing item renders the 404 page, input the schemas refuse the
 * 400 page, anything else the 503 page.
 * Page-critical data goes through `loadCritical`; a block the page can live without uses
 * `loadOptional`, which logs nothing here and answers null, so the block renders its fallback.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type { CallInput, CallOutput } from '../../shared/contract/define.ts';
import type { CallById, CallId } from '../../shared/contract/index.ts';
import { DataSourceError, dataSourceContext } from '../../shared/data/source.ts';

type Args = Pick<LoaderFunctionArgs, 'context' | 'request'>;

export async function loadCritical<I extends CallId>(
  { context, request }: Args,
  id: I,
  input?: CallInput<CallById<I>>,
): Promise<CallOutput<CallById<I>>> {
  try {
    return await context.get(dataSourceContext).load(id, input, { signal: request.signal });
  } catch (error) {
    if (error instanceof DataSourceError) {
      // A query the schemas refuse (a NUL in the search text) is the reader's to fix: 400, not a
      // "try again later" that no wait would cure.
      const status = error.status === 404 || error.status === 400 ? error.status : 503;
      throw data({ code: error.code }, { status });
    }
    throw error;
  }
}

export async function loadOptional<I extends CallId>(
  { context, request }: Args,
  id: I,
  input?: CallInput<CallById<I>>,
): Promise<CallOutput<CallById<I>> | null> {
  try {
    return await context.get(dataSourceContext).load(id, input, { signal: request.signal });
  } catch (error) {
    if (error instanceof DataSourceError) return null;
    throw error;
  }
}

/** A slug or id that cannot exist is a 404 before any upstream call (docs/rules.md R1). */
export function notFound(): never {
  throw data({ code: 'not_found' }, { status: 404 });
}
