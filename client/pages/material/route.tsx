/**
 * The material page, /{locale}/materials/{slug} (docs/product.md#screens Material page). The material is page-critical
 * (404 / 503, R28); its comments are loaded beside it and the page stands without them.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { derive } from '../../../shared/data/frozen.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { loadCritical, loadOptional } from '../../data/load.ts';
import { loadPlacesInText } from '../../features/map/load-places-in-text.ts';
import { keepHtmlOutOfPayload } from '../../features/reading/html-once.ts';
import { loadMyReview } from '../../features/reviews/load-mine.ts';
import { MaterialScreen } from './MaterialScreen.tsx';
import type { MaterialData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<MaterialData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const slug = args.params.slug ?? '';
  const [material, comments, places, myReview] = await Promise.all([
    loadCritical(args, 'materials.item', { params: { slug }, query: { lang: locale } }),
    loadOptional(args, 'comments.list', { params: { type: 'materials', slug }, query: { lang: locale } }),
    loadPlacesInText(args, 'materials', slug, locale),
    loadMyReview(args, 'materials', slug),
  ]);
  const likeState = await loadOptional(args, 'likes.state', {
    params: { type: 'materials', id: material.id },
  });
  return {
    locale,
    material: derive(material, withHtmlInMarkup),
    comments,
    places,
    liked: likeState?.liked ?? false,
    myReview,
  };
}

/** Made once per shared answer (`derive`), so the page's blocks can be reused by the server's store. */
function withHtmlInMarkup(material: MaterialData['material']): MaterialData['material'] {
  return { ...material, chapters: keepHtmlOutOfPayload(material.chapters) };
}

export function Component() {
  const data = useLoaderData<MaterialData>();
  return <MaterialScreen key={data.material.slug} {...data} />;
}
