/**
 * A book on the library's shelf: cover, section, title, description and its chapters in reading
 * order. Chapters of the Torah section carry no number (docs/product.md#screens, as on the chapter item).
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { Book, BookSummary } from '../../../shared/schemas/content.ts';
import { BookCover } from '../../components/cards/BookCard.tsx';
import { UNNUMBERED_SECTION } from '../../components/cards/chapter-label.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import styles from './Books.module.css';

export interface BookEntryProps {
  book: z.infer<typeof BookSummary>;
  chapters: z.infer<typeof Book>['chapters'] | undefined;
  locale: Locale;
}

export function BookEntry({ book, chapters, locale }: BookEntryProps) {
  const { t } = useTranslation(['library', 'content']);
  const numbered = book.section !== UNNUMBERED_SECTION;
  return (
    <article id={book.slug} className={styles.book} aria-labelledby={`${book.slug}-title`} data-testid="book">
      <BookCover className={styles.cover} cover={book.cover} />
      <div className={styles.bookBody}>
        <h3 id={`${book.slug}-title`} className={styles.bookTitle}>
          {book.title}
        </h3>
      </div>
      <div className={styles.bookContents}>
        <p className={styles.description}>{book.description}</p>
        {chapters && chapters.length > 0 ? (
          <nav aria-label={t('books.chapters', { title: book.title })}>
            <ol className={styles.chapters} data-testid="book-chapters">
              {chapters.map((chapter) => (
                <li key={chapter.slug}>
                  <SiteLink
                    className={styles.chapterLink}
                    to={href('books-chapter', locale, { slug: chapter.slug })}
                  >
                    {numbered ? (
                      <span className={styles.chapterNumber}>
                        {t('content:card.chapter', { position: chapter.position })}
                      </span>
                    ) : null}
                    <span>{chapter.title}</span>
                  </SiteLink>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <p className={styles.empty}>{t('books.noChapters')}</p>
        )}
      </div>
    </article>
  );
}
