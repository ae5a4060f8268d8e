/**
 * The author of a material or course (docs/product.md#screens): the name links to the site search for it, and an info
 * button opens a popover with the editors' note about the author (sanitized HTML, docs/product.md#content-and-engagement).
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { FollowButton } from '../../components/follow/FollowButton.tsx';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Popover } from '../../components/popover/Popover.tsx';
import styles from './Reading.module.css';

export function authorSearchHref(locale: Locale, author: string): string {
  return href('page-search', locale, {}, { search: author });
}

export function AuthorLine({
  author,
  info,
  locale,
  lang,
}: {
  author: string;
  info: string | null;
  locale: Locale;
  /** The texts' language when they fell back to Russian. */
  lang?: string;
}) {
  const { t } = useTranslation('content');
  return (
    // A div: the popover's panel is one, and a div inside a span is not valid HTML.
    <div className={styles.author} data-testid="author">
      <span className={styles.metaLabel}>{t('course.author')}:</span>{' '}
      <SiteLink to={authorSearchHref(locale, author)} className={styles.authorLink} lang={lang}>
        {author}
      </SiteLink>
      {info ? (
        <Popover label={t('course.aboutAuthor')} triggerClassName={styles.authorInfo} id="author-info">
          <RichHtml html={info} variant="compact" lang={lang} />
          {/* docs/follows.md#following: the author is followed where the reader meets them. */}
          <FollowButton
            kind="author"
            target={author}
            name={author}
            nameLang={lang}
            className={styles.authorFollow}
          />
        </Popover>
      ) : null}
    </div>
  );
}
