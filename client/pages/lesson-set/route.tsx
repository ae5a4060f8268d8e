/**
 * A lesson set's read-only link, /{locale}/lesson-sets/{token}: what a teacher hands a
 * class. It opens without an account, in the teacher's order, each item as it is now; an unknown,
 * malformed or revoked token is the site's 404. The page is never stored (not in the page cache's
 * list), never indexed (`noindex` here and `X-Robots-Tag` from the server) and not in the sitemap.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { SHARE_TOKEN_PATTERN } from '../../../shared/schemas/plain.ts';
import { loadCritical, notFound } from '../../data/load.ts';
import { SetSheet } from './SetSheet.tsx';
import type { LessonSetData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<LessonSetData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const token = args.params.token ?? '';
  // R1: a token that cannot exist is a 404 before any call.
  if (!SHARE_TOKEN_PATTERN.test(token)) notFound();
  const set = await loadCritical(args, 'lessonSets.shared', { params: { token }, query: { lang: locale } });
  return { locale, set };
}

export function Component() {
  const data = useLoaderData<LessonSetData>();
  return <SetSheet {...data} />;
}
