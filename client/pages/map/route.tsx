/**
 * The map page, /{locale}/map: the places on an interactive map with the part of the
 * Tanakh and direction filters in the URL, and the same places as a list of cards rendered on the
 * server (what a reader without JavaScript and a crawler get). Invalid or non-canonical filters
 * redirect to the nearest valid address; the places call is page-critical, the tags optional.
 */
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { loadCritical, loadOptional } from '../../data/load.ts';
import { mapSearch, parseMapSearch } from '../../features/map/map-query.ts';
import { MapScreen } from './MapScreen.tsx';
import type { MapData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<MapData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const url = new URL(args.request.url);
  const { state, changed } = parseMapSearch(url.searchParams);
  if (changed) throw redirect(`${url.pathname}${mapSearch(state)}`);
  const [tags, answer] = await Promise.all([
    loadOptional(args, 'tags.list', { query: { lang: locale } }),
    loadCritical(args, 'places.list', {
      query: {
        lang: locale,
        ...(state.part ? { part: state.part } : {}),
        ...(state.tags.length > 0 ? { tags: state.tags } : {}),
        ...(state.places.length > 0 ? { places: state.places } : {}),
      },
    }),
  ]);
  const directions = tags?.main_tags ?? null;
  if (directions && state.tags.length > 0) {
    const known = new Set(directions.map((tag) => tag.id));
    const valid = state.tags.filter((id) => known.has(id));
    if (valid.length !== state.tags.length)
      throw redirect(`${url.pathname}${mapSearch({ ...state, tags: valid })}`);
  }
  return { locale, state, directions, places: answer.places };
}

export function Component() {
  return <MapScreen {...useLoaderData<MapData>()} />;
}
