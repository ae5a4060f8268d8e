/**
 * The masonry wall of hashtag results (docs/product.md#screens, docs/product.md#constants: cards 300 px wide, 16 px apart). CSS columns lay
 * it out: the browser fills columns of at least 300 px and never lets two cards overlap, at any width,
 * with no script and no measuring. Each card shows its kind, its title link, its hashtag chips (a
 * press toggles that tag in the search), the contents of its chapters when it has any and its date.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import styles from './Educators.module.css';
import type { WallItem } from './hashtag-data.ts';

export interface ResultsWallProps {
  items: readonly WallItem[];
  locale: Locale;
  chosen: ReadonlySet<number>;
  toggledHref: (id: number) => string;
  /** What a card shows under its date (the lesson sets' "add to set"). */
  cardExtra?: (item: WallItem) => ReactNode;
}

export function ResultsWall({ items, locale, chosen, toggledHref, cardExtra }: ResultsWallProps) {
  const { t } = useTranslation('educators');
  if (items.length === 0) return null;
  return (
    <ul className={styles.wall} data-testid="hashtag-wall">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} className={styles.card}>
          <article>
            <p className={styles.cardType}>{item.type}</p>
            <h2 className={styles.cardTitle}>
              <SiteLink to={item.link}>{item.title}</SiteLink>
            </h2>
            {item.hashtags.length ? (
              <ul className={styles.cardTags}>
                {item.hashtags.map((hashtag) => (
                  <li key={hashtag.id}>
                    <Link
                      to={toggledHref(hashtag.id)}
                      preventScrollReset
                      className={styles.cardTag}
                      aria-current={chosen.has(hashtag.id) ? 'true' : undefined}
                      title={t('tool.toggleTag', { name: hashtag.name })}
                    >
                      #{hashtag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {item.searchdata.chapters.length ? (
              <details className={styles.contents}>
                <summary>{t('tool.contents')}</summary>
                <ol>
                  {item.searchdata.chapters.map((chapter) => (
                    <li key={chapter.id}>
                      <SiteLink to={chapter.link}>{chapter.title}</SiteLink>
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
            <p className={styles.cardDate}>
              {t('tool.published', { date: formatDate(item.created_at, locale) })}
            </p>
            {cardExtra?.(item)}
          </article>
        </li>
      ))}
    </ul>
  );
}
