/**
 * docs/product.md#roles: the hashtag tool is for users with `card_access = 1`; anyone else is sent to the landing.
 * Loaders of the tool and results pages call this first; it asks the user call itself (a page loader
 * cannot read the root loader's answer, which runs beside it).
 */
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { DataSourceError, dataSourceContext, requestInfoContext } from '../../../shared/data/source.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';

export async function requireCardAccess(args: LoaderFunctionArgs, locale: Locale): Promise<void> {
  const landing = href('hashtags-landing', locale);
  if (!args.context.get(requestInfoContext).signedIn) throw redirect(landing);
  try {
    const answer = await args.context
      .get(dataSourceContext)
      .load('accounts.user', {}, { signal: args.request.signal });
    if (answer.user.card_access === 1) return;
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    // R28: an API that cannot say who this is makes the page unavailable, not a wrong redirect.
    if (error.status !== 401) throw data({ code: error.code }, { status: 503 });
  }
  throw redirect(landing);
}
