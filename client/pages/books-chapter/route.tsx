/**
 * A book chapter, /books/chapter/{slug} (docs/product.md#screens). The chapter is page-critical (404 / 503,
 * R28); its book (the chapter list, and the like and share counts, which are the book's) is loaded
 * after it, and the page stands without it.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadCritical, loadOptional } from '../../data/load.ts';
import { booksLocale, booksSlug } from '../../features/library/books-address.ts';
import { ChapterScreen } from './ChapterScreen.tsx';
import type { ChapterData } from './types.ts';

export async function loader(args: LoaderFunctionArgs): Promise<ChapterData> {
  const locale = booksLocale(new URL(args.request.url));
  const slug = booksSlug(args.params.slug);
  const lang = { query: { lang: locale } };
  const chapter = await loadCritical(args, 'books.chapter', { params: { slug }, ...lang });
  const book = await loadOptional(args, 'books.item', { params: { slug: chapter.book.slug }, ...lang });
  return { locale, chapter, book };
}

export function Component() {
  const data = useLoaderData<ChapterData>();
  return <ChapterScreen key={data.chapter.slug} {...data} />;
}
