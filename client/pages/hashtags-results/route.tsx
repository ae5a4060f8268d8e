/**
 * The hashtag results, /{locale}/hashtags-search-result?tags=1,2 (docs/product.md#screens): for users with card
 * access (anyone else goes to the landing). The tags are read from the address; every change of them
 * is a new address, so the loader reloads the results and the back button walks the searches.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { loadCritical } from '../../data/load.ts';
import { requireCardAccess } from '../../features/educators/access.ts';
import { parseTagsParam } from '../../features/educators/hashtag-data.ts';
import { ResultsScreen } from './ResultsScreen.tsx';
import type { ResultsData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<ResultsData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  await requireCardAccess(args, locale);
  const asked = parseTagsParam(new URL(args.request.url).searchParams.get('tags'));
  // An id no tag has (an edited or stale address) is dropped, as junk in the address is: it has no
  // name to show on a chip and nothing to find. The catalogue comes from the shared cache.
  const categories = await loadCritical(args, 'hashtags.catalogue', { query: { lang: locale } });
  const known = new Set(categories.flatMap((category) => category.hashtags.map((hashtag) => hashtag.id)));
  const ids = asked.filter((id) => known.has(id));
  const groups = ids.length
    ? await loadCritical(args, 'hashtags.results', { query: { lang: locale, htid: ids } })
    : [];
  return { locale, ids, categories, groups };
}

export function Component() {
  const data = useLoaderData<ResultsData>();
  return <ResultsScreen {...data} />;
}
