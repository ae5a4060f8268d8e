/**
 * "Author" (docs/product.md#screens Material page): who wrote the material, the editors' note about them (sanitized
 * HTML) and a way to everything else by the same author (the site search, as the author link does).
 */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { type AuthorLine, authorSearchHref } from '../../features/reading/AuthorLine.tsx';
import reading from '../../features/reading/Reading.module.css';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Material.module.css';

/** The same facts as the author line of the head. */
export function AuthorSection({ author, info, locale, lang }: ComponentProps<typeof AuthorLine>) {
  const { t } = useTranslation('content');
  return (
    <Cached
      as="section"
      name="material.author"
      deps={[locale, author, info, lang]}
      className={reading.section}
      aria-labelledby="material-author"
      data-testid="author-section"
    >
      {() => (
        <>
          <p className={reading.sectionLabel}>{t('material.author')}</p>
          <div className={styles.authorCard}>
            <span className={styles.initial} aria-hidden="true" lang={lang}>
              {Array.from(author.trim())[0] ?? ''}
            </span>
            <div className={styles.authorText}>
              <h2 id="material-author" className={styles.authorName} lang={lang}>
                {author}
              </h2>
              {info ? <RichHtml html={info} variant="compact" lang={lang} /> : null}
              <SiteLink className={styles.authorMore} to={authorSearchHref(locale, author)}>
                <Icon name="Search" size={16} />
                {t('reading.byAuthor')}
              </SiteLink>
            </div>
          </div>
        </>
      )}
    </Cached>
  );
}
