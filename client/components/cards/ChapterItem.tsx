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
import { ItemImage } from './ArticleItem.tsx';
import { CardShell } from './CardShell.tsx';
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
  return (
    <CardShell
      className={styles.item}
      testId="chapter-item"
      media={<ItemImage src={chapter.image || null} />}
      bodyClassName={styles.body}
      top={<p className={styles.label}>{chapterLabel(t, chapter)}</p>}
      headingLevel={headingLevel}
      to={href('books-chapter', given ?? pageLocale, { slug: chapter.slug })}
      title={chapter.title}
    >
      {chapter.searchsnippet ? (
        <RichHtml className={styles.hit} html={chapter.searchsnippet} variant="compact" />
      ) : null}
    </CardShell>
  );
}
