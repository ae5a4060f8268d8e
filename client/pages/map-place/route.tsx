/**
 * A place page, /{locale}/map/{slug}: the place is page-critical (an unknown slug is the
 * 404 page); the answer carries the texts that mention it and the nearby places.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { loadCritical } from '../../data/load.ts';
import { PlaceScreen } from './PlaceScreen.tsx';
import type { PlaceData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<PlaceData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const slug = args.params.slug ?? '';
  const place = await loadCritical(args, 'places.item', { params: { slug }, query: { lang: locale } });
  return { locale, place };
}

export function Component() {
  const data = useLoaderData<PlaceData>();
  return <PlaceScreen key={data.place.slug} {...data} />;
}
