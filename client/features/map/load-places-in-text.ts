/**
 * The loader half of "places in this text" (`PlacesInText.tsx`): the places a material, course or
 * article names, as the links the strip needs (slug and title, so the hydration data stays small).
 * Optional: when the call fails the page stands without the strip.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { loadOptional } from '../../data/load.ts';

export interface PlaceLink {
  slug: string;
  title: string;
}

export async function loadPlacesInText(
  args: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  type: 'materials' | 'courses' | 'articles',
  slug: string,
  locale: Locale,
): Promise<PlaceLink[] | null> {
  const answer = await loadOptional(args, 'places.inText', {
    params: { type, slug },
    query: { lang: locale },
  });
  return answer ? answer.places.map((place) => ({ slug: place.slug, title: place.title })) : null;
}
