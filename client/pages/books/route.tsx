/**
 * The library, /books (docs/product.md#screens; docs/architecture.md#rendering): the books on shelves by section, each with its chapters,
 * and the articles newest first, a page at a time (`?page=N`). The books and the articles' page are
 * page-critical; a book's chapter list is not (the book still shows without it).
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { CallOutput } from '../../../shared/contract/define.ts';
import type { CallById } from '../../../shared/contract/index.ts';
import { derive } from '../../../shared/data/frozen.ts';
import { ARTICLES_PAGE_SIZE } from '../../../shared/schemas/plain.ts';
import type { ArticleItemData } from '../../components/cards/ArticleItem.tsx';
import { loadCritical, loadOptional, notFound } from '../../data/load.ts';
import { articlesPage, booksLocale } from '../../features/library/books-address.ts';
import { BooksScreen } from './BooksScreen.tsx';
import type { BooksData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<BooksData> {
  const url = new URL(args.request.url);
  const locale = booksLocale(url);
  const page = articlesPage(url);
  const lang = { query: { lang: locale } };
  const [books, articles] = await Promise.all([
    loadCritical(args, 'books.list', lang),
    loadCritical(args, 'articles.list', {
      query: { page, per_page: ARTICLES_PAGE_SIZE, lang: locale },
    }),
  ]);
  if (page > 0 && articles.articles.length === 0) notFound();
  const items = await Promise.all(
    books.books.map((book) => loadOptional(args, 'books.item', { params: { slug: book.slug }, ...lang })),
  );
  const contents: BooksData['contents'] = {};
  for (const item of items) if (item) contents[item.slug] = item.chapters;
  return {
    locale,
    page,
    books: books.books,
    contents,
    articles: derive(articles, articleItems),
    hasMore: articles.has_more,
  };
}

function articleItems(answer: CallOutput<CallById<'articles.list'>>): ArticleItemData[] {
  return answer.articles.map(
    ({ slug, title, image, author, short_description, publication_date, fallback }) => ({
      slug,
      title,
      image,
      author,
      short_description,
      publication_date,
      fallback,
    }),
  );
}

export function Component() {
  const data = useLoaderData<BooksData>();
  return <BooksScreen {...data} />;
}
