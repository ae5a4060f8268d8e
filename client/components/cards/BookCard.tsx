/**
 * A book of the library (main page, docs/product.md#screens): cover, section, title, description and the number of
 * chapters; it leads to the book's place in the library.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { LazyImage } from '../media/LazyImage.tsx';
import { storageUrl } from '../media/storage.ts';
import styles from './BookCard.module.css';
import { CardShell, card } from './CardShell.tsx';

/** Book covers are portrait, 600x800. */
export const COVER_SIZE = { width: 600, height: 800 } as const;

export interface BookCardData {
  slug: string;
  title: string;
  section_name: string;
  cover: string;
  description: string;
  chapters_count: number;
}

/** A book's cover, drawn lazily at its portrait size. */
export function BookCover({ className, cover }: { className: string | undefined; cover: string }) {
  return (
    <LazyImage
      className={className}
      src={storageUrl(cover)}
      alt=""
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
    />
  );
}

export function BookCard({ book, locale }: { book: BookCardData; locale: Locale }) {
  const { t } = useTranslation('content');
  return (
    <CardShell
      className={styles.book}
      testId="book-card"
      media={
        <div className={styles.shelf}>
          <BookCover className={styles.cover} cover={book.cover} />
        </div>
      }
      bodyClassName={styles.body}
      top={<p className={card.kicker}>{book.section_name}</p>}
      to={`${href('books', locale)}#${book.slug}`}
      title={book.title}
    >
      <p className={card.snippet}>{book.description}</p>
      <p className={card.meta}>
        <span className={card.metaItem}>
          <Icon name="BookOpen" size={15} />
          {t('card.chapters', { count: book.chapters_count })}
        </span>
      </p>
    </CardShell>
  );
}
