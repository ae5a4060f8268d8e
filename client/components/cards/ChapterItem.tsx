/**
 * The book chapter item of search and the library shelves (docs/product.md#screens Cards): image, title, highlighted
 * snippet and the label of `chapter-label.ts`. The link is in the page's language (`?lang=en` in the
 * books area, docs/architecture.md#rendering) unless the caller names one.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { useLocale } from '../../runtime/root-data.ts';
import { RichHtml } from '../html/RichHtml.tsx';
import { SiteLink } from '../link/SiteLink.tsx';
import { LazyImage } from '../media/LazyImage.tsx';
import { storageUrl } from '../media/storage.ts';
import { ITEM_IMAGE_SIZE } from './ArticleItem.tsx';
import card from './Card.module.css';
import { chapterLabel } from './chapter-label.ts';
import styles from './Item.module.css';

export interface ChapterItemData {
  slug: string;
  title: string;
  image: string | null;
  position: number;
  searchsnippet?: string;
  book: { title: string; section: string; section_name: string };
}

export function ChapterItem({
  chapter,
  headingLevel = 3,
  locale: given,
}: {
  chapter: ChapterItemData;
  headingLevel?: 2 | 3;
  locale?: Locale;
}) {
  const { t } = useTranslation('content');
  const pageLocale = useLocale();
  const locale = given ?? pageLocale;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${card.card} ${styles.item}`} data-testid="chapter-item">
      {chapter.image ? (
        <LazyImage
          className={styles.image}
          src={storageUrl(chapter.image)}
          alt=""
          width={ITEM_IMAGE_SIZE.width}
          height={ITEM_IMAGE_SIZE.height}
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.label}>{chapterLabel(t, chapter)}</p>
        <Heading className={card.title}>
          <SiteLink className={card.link} to={href('books-chapter', locale, { slug: chapter.slug })}>
            {chapter.title}
          </SiteLink>
        </Heading>
        {chapter.searchsnippet ? (
          <RichHtml className={styles.hit} html={chapter.searchsnippet} variant="compact" />
        ) : null}
      </div>
    </article>
  );
}
