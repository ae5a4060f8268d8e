/**
 * The library's article pages (docs/architecture.md#rendering: real pages a crawler or a reader without scripts can walk):
 * newer and older pages as plain links with rel=prev/next, and where the reader is.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Books.module.css';

/** The library's address for an articles page, landing on the articles unless `toList` is false. */
export function articlesPageHref(locale: Locale, page: number, toList = true): string {
  const address = href('books', locale, {}, page > 0 ? { page: String(page) } : undefined);
  return toList ? `${address}#articles` : address;
}

export function ArticlesPager({ locale, page, hasMore }: { locale: Locale; page: number; hasMore: boolean }) {
  const { t } = useTranslation('library');
  if (page === 0 && !hasMore) return null;
  return (
    <nav className={styles.pager} aria-label={t('books.pagination')} data-testid="articles-pager">
      {page > 0 ? (
        <SiteLink className="button" to={articlesPageHref(locale, page - 1)} rel="prev">
          <Icon name="ArrowLeft" size={16} />
          {t('books.newer')}
        </SiteLink>
      ) : (
        <span />
      )}
      <span className={styles.pageNote} aria-current="page">
        {t('books.page', { page: page + 1 })}
      </span>
      {hasMore ? (
        <SiteLink className="button" to={articlesPageHref(locale, page + 1)} rel="next">
          {t('books.older')}
          <Icon name="ArrowRight" size={16} />
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
