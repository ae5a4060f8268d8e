/**
 * The library block: the newest articles of the books area and the opening chapters of the newest
 * books, with the way into the library.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { ArticleItem, type ArticleItemData } from '../../components/cards/ArticleItem.tsx';
import { ChapterItem, type ChapterItemData } from '../../components/cards/ChapterItem.tsx';
import { HeadedSection } from '../../components/section/HeadedSection.tsx';
import styles from './Main.module.css';

export function Library({
  locale,
  articles,
  chapters = [],
}: {
  locale: Locale;
  articles: ArticleItemData[];
  chapters?: readonly ChapterItemData[];
}) {
  const { t } = useTranslation(['content', 'library']);
  if (articles.length === 0 && chapters.length === 0) return null;
  return (
    <HeadedSection
      name="main.library"
      deps={[locale, articles, ...chapters]}
      className={`${styles.section} ${styles.split}`}
      heading={{
        stacked: true,
        id: 'main-library',
        eyebrow: t('main.libraryEyebrow'),
        title: t('main.library'),
        lead: t('main.libraryLead'),
        link: { to: href('books', locale), label: t('main.toLibrary') },
      }}
    >
      {() => (
        <ul className={styles.stack}>
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleItem article={article} locale={locale} />
            </li>
          ))}
          {chapters.length > 0 ? <li className={styles.shelfNote}>{t('library:books.fromBooks')}</li> : null}
          {chapters.map((chapter) => (
            <li key={chapter.slug}>
              <ChapterItem chapter={chapter} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}
