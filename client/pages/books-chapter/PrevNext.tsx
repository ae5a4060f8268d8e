/** The previous and next chapters of the same book, in reading order (the API names them). */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { BookChapter } from '../../../shared/schemas/content.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Chapter.module.css';

export function PrevNext({ chapter, locale }: { chapter: z.infer<typeof BookChapter>; locale: Locale }) {
  const { t } = useTranslation('library');
  const { prev, next } = chapter;
  if (!prev && !next) return null;
  return (
    <Cached
      as="nav"
      name="chapter.prev-next"
      deps={[locale, chapter]}
      className={styles.pager}
      aria-label={t('chapter.pager')}
      data-testid="chapter-pager"
    >
      {() => (
        <>
          {prev ? (
            <SiteLink
              className={styles.step}
              to={href('books-chapter', locale, { slug: prev.slug })}
              rel="prev"
            >
              <span className={styles.stepLabel}>
                <Icon name="ArrowLeft" size={16} />
                {t('chapter.prev')}
              </span>
              <span className={styles.stepTitle}>{prev.title}</span>
            </SiteLink>
          ) : (
            <span />
          )}
          {next ? (
            <SiteLink
              className={`${styles.step} ${styles.stepNext}`}
              to={href('books-chapter', locale, { slug: next.slug })}
              rel="next"
            >
              <span className={styles.stepLabel}>
                {t('chapter.next')}
                <Icon name="ArrowRight" size={16} />
              </span>
              <span className={styles.stepTitle}>{next.title}</span>
            </SiteLink>
          ) : null}
        </>
      )}
    </Cached>
  );
}
