/**
 * How the personal area's loaders read the session user's data (docs/architecture.md#sessions-and-accounts): without a session cookie
 * nothing is asked and the page shows the sign-in prompt; a session the API no longer knows (401) is
 * the same; anything else that fails is the page's 503 (docs/rules.md R28).
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type { CallInput, CallOutput } from '../../../shared/contract/define.ts';
import type { CallById, CallId } from '../../../shared/contract/index.ts';
import { DataSourceError, dataSourceContext, requestInfoContext } from '../../../shared/data/source.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';

export function localeOf(args: Pick<LoaderFunctionArgs, 'params'>): Locale {
  return isLocale(args.params.locale) ? args.params.locale : 'ru';
}

/** The call's answer for the session user, or null when there is no live session. */
export async function loadPersonal<I extends CallId>(
  { context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  id: I,
  input?: CallInput<CallById<I>>,
): Promise<CallOutput<CallById<I>> | null> {
  if (!context.get(requestInfoContext).signedIn) return null;
  try {
    return await context.get(dataSourceContext).load(id, input, { signal: request.signal });
  } catch (error) {
    if (error instanceof DataSourceError) {
      if (error.status === 401) return null;
      throw data({ code: error.code }, { status: 503 });
    }
    throw error;
  }
}
