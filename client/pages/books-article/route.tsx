/**
 * An article, /books/articles/{slug} (docs/product.md#screens): a reading page like the material page. The
 * article is page-critical (404 / 503, R28); its comments and the places it names are loaded beside
 * it and the page stands without them.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadCritical, loadOptional } from '../../data/load.ts';
import { booksLocale, booksSlug } from '../../features/library/books-address.ts';
import { loadPlacesInText } from '../../features/map/load-places-in-text.ts';
import { ArticleScreen } from './ArticleScreen.tsx';
import type { ArticleData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<ArticleData> {
  const locale = booksLocale(new URL(args.request.url));
  const slug = booksSlug(args.params.slug);
  const [article, comments, places] = await Promise.all([
    loadCritical(args, 'articles.item', { params: { slug }, query: { lang: locale } }),
    loadOptional(args, 'comments.list', { params: { type: 'articles', slug }, query: { lang: locale } }),
    loadPlacesInText(args, 'articles', slug, locale),
  ]);
  return { locale, article, comments, places };
}

export function Component() {
  const data = useLoaderData<ArticleData>();
  return <ArticleScreen key={data.article.slug} {...data} />;
}
