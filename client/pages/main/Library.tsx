/** The library block: the newest articles of the books area, with the way into the library. */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { Cached } from '../../app/fragments/Cached.ts';
import { ArticleItem, type ArticleItemData } from '../../components/cards/ArticleItem.tsx';
import { SectionHeading } from '../../components/section/SectionHeading.tsx';
import styles from './Main.module.css';

export function Library({ locale, articles }: { locale: Locale; articles: ArticleItemData[] }) {
  const { t } = useTranslation('content');
  if (articles.length === 0) return null;
  return (
    <Cached
      as="section"
      name="main.library"
      deps={[locale, articles]}
      className={`${styles.section} ${styles.split}`}
      aria-labelledby="main-library"
    >
      {() => (
        <>
          <SectionHeading
            stacked
            id="main-library"
            eyebrow={t('main.libraryEyebrow')}
            title={t('main.library')}
            lead={t('main.libraryLead')}
            link={{ to: href('books', locale), label: t('main.toLibrary') }}
          />
          <ul className={styles.stack}>
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleItem article={article} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Cached>
  );
}
