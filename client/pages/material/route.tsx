/**
 * The material page, /{locale}/materials/{slug} (docs/product.md#screens Material page). The material is page-critical
 * (404 / 503, R28); its comments are loaded beside it and the page stands without them.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { z } from 'zod';
import { derive } from '../../../shared/data/frozen.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import type { Material } from '../../../shared/schemas/content.ts';
import type { CommentsResponse } from '../../../shared/schemas/engagement.ts';
import type { MyReviewResponse } from '../../../shared/schemas/reviews.ts';
import { loadCritical, loadOptional } from '../../data/load.ts';
import { loadPlacesInText, type PlaceLink } from '../../features/map/load-places-in-text.ts';
import { keepHtmlOutOfPayload } from '../../features/reading/html-once.ts';
import { loadMyReview } from '../../features/reviews/load-mine.ts';
import { MaterialScreen } from './MaterialScreen.tsx';

export interface MaterialData {
  locale: Locale;
  /** The chapters' HTML is in the markup, not in the hydration data (html-once.ts). */
  material: z.infer<typeof Material>;
  comments: CommentsResponse | null;
  /** The places the material names ("places in this text"); null when the call failed. */
  places: PlaceLink[] | null;
  /** Whether the reader has liked the material, as far as the render could tell. */
  liked: boolean;
  /** The reader's review and the item's summary (null for a guest, or when the call failed). */
  myReview: MyReviewResponse | null;
}

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
