/**
 * The course page, /{locale}/courses/{slug} (docs/product.md#screens Course page, §4). The course is page-critical
 * (404 for an unknown slug, 503 when the API is down, R28). `?material=N` chooses the material the
 * server renders (docs/architecture.md#rendering); the browser then follows `#material=N`.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { derive } from '../../../shared/data/frozen.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { materialIndex } from '../../../shared/logic/material-index.ts';
import { loadCritical, loadOptional } from '../../data/load.ts';
import { loadPlacesInText } from '../../features/map/load-places-in-text.ts';
import { keepHtmlOutOfPayload } from '../../features/reading/html-once.ts';
import { loadMyReview } from '../../features/reviews/load-mine.ts';
import { CourseScreen } from './CourseScreen.tsx';
import type { CourseData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<CourseData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const slug = args.params.slug ?? '';
  const [course, myReview, places] = await Promise.all([
    loadCritical(args, 'courses.item', { params: { slug }, query: { lang: locale } }),
    loadMyReview(args, 'courses', slug),
    loadPlacesInText(args, 'courses', slug, locale),
  ]);
  const requested = new URL(args.request.url).searchParams.get('material');
  const initialIndex = materialIndex(requested, course.materials.length);
  const likeState = await loadOptional(args, 'likes.state', { params: { type: 'courses', id: course.id } });
  return {
    locale,
    course: derive(course, withHtmlInMarkup),
    initialIndex,
    liked: likeState?.liked ?? false,
    myReview,
    places,
  };
}

/**
 * The active material's HTML is in the markup; the others' is fetched when the reader gets there. Made
 * once per shared answer (`derive`), so the page's blocks can be reused by the server's store.
 */
function withHtmlInMarkup(course: CourseData['course']): CourseData['course'] {
  const materials = course.materials.map((material) => ({
    ...material,
    chapters: keepHtmlOutOfPayload(material.chapters),
  }));
  return { ...course, materials };
}

export function Component() {
  const data = useLoaderData<CourseData>();
  return <CourseScreen key={data.course.slug} {...data} />;
}
