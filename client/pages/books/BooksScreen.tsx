/**
 * The library's screen (docs/product.md#screens /books): the heading, the shelves of books by section (cover, title,
 * description and chapters, each book anchored by its slug for the main page's book cards), then the
 * articles, newest first, with page links that work without scripts (docs/architecture.md#rendering).
 */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { ArticleItem } from '../../components/cards/ArticleItem.tsx';
import { shelvesOf } from '../../features/library/shelves.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { PageHeader, pageLeadClass } from '../../ui/PageHeader.tsx';
import { ArticlesPager, articlesPageHref } from './ArticlesPager.tsx';
import { BookEntry } from './BookEntry.tsx';
import styles from './Books.module.css';
import type { BooksData } from './types.ts';

export function BooksScreen({ locale, page, books, contents, articles, hasMore }: BooksData) {
  const { t } = useTranslation('library');
  const origin = useRootData()?.publicOrigin ?? '';
  const shelves = shelvesOf(books);
  const baseTitle = t('books.title');
  const title = page > 0 ? t('books.pageTitle', { title: baseTitle, page: page + 1 }) : baseTitle;
  const canonical = articlesPageHref('ru', page).replace(/#.*$/, '');
  return (
    <div className={`page ${styles.screen}`}>
      <PageMeta
        title={title}
        description={t('books.lead')}
        canonicalPath={canonical}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: title,
          description: t('books.lead'),
          inLanguage: locale,
          url: `${origin}${href('books', locale, {}, page > 0 ? { page: String(page) } : undefined)}`,
          hasPart: books.map((book) => ({
            '@type': 'Book',
            name: book.title,
            genre: book.section_name,
            url: `${origin}${href('books', locale)}#${book.slug}`,
          })),
        }}
      />
      {page > 0 ? <link rel="prev" href={`${origin}${articlesPageHref(locale, page - 1, false)}`} /> : null}
      {hasMore ? <link rel="next" href={`${origin}${articlesPageHref(locale, page + 1, false)}`} /> : null}
      <PageHeader
        className={styles.header}
        eyebrow={t('books.eyebrow')}
        title={baseTitle}
        lead={t('books.lead')}
      />

      <div className={styles.shelves} data-testid="book-shelves">
        {shelves.map((shelf) => (
          <section
            key={shelf.section}
            className={styles.shelf}
            aria-labelledby={`shelf-${shelf.section}`}
            data-section={shelf.section}
          >
            <h2 id={`shelf-${shelf.section}`} className={styles.shelfTitle}>
              {shelf.name}
            </h2>
            <ul className={styles.bookList}>
              {shelf.books.map((book) => (
                <li key={book.slug}>
                  <BookEntry book={book} chapters={contents[book.slug]} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section id="articles" className={styles.articles} aria-labelledby="library-articles">
        <div className={styles.articlesHead}>
          <h2 id="library-articles" className={styles.shelfTitle}>
            {t('books.articles')}
          </h2>
          <p className={pageLeadClass}>{t('books.articlesLead')}</p>
        </div>
        {articles.length === 0 ? (
          <p className={styles.empty}>{t('books.noArticles')}</p>
        ) : (
          <ul className={styles.articleList} data-testid="library-articles">
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleItem article={article} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <ArticlesPager locale={locale} page={page} hasMore={hasMore} />
      </section>
    </div>
  );
}
