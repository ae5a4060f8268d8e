/**
 * The search page's tag filter: main and additional tags as links that add or drop a tag in the URL
 * (so it works without scripts and Back restores it). Tags narrow materials and courses only, which
 * the note says.
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import type { Tag } from '../../../shared/schemas/content.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { tagStyle } from '../../components/tags/TagChip.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { type SearchState, searchHref, toggleSearchTag } from './search-url.ts';
import styles from './TagFilter.module.css';

export function TagFilter({
  locale,
  state,
  tags,
}: {
  locale: Locale;
  state: SearchState;
  tags: { main: Tag[]; additional: Tag[] };
}) {
  const { t } = useTranslation('search');
  const group = (title: string, list: Tag[]) => (
    <div className={styles.group}>
      <p className={styles.groupTitle}>{title}</p>
      <ul className={styles.chips}>
        {list.map((tag) => {
          const chosen = state.tags.includes(tag.id);
          return (
            <li key={tag.id}>
              <SiteLink
                className={`${styles.toggle} ${chosen ? styles.chosen : ''}`}
                style={chosen ? tagStyle(tag) : undefined}
                to={searchHref(locale, toggleSearchTag(state, tag.id))}
                aria-current={chosen ? 'true' : undefined}
                rel="nofollow"
              >
                {chosen ? <Icon name="Check" size={14} /> : null}
                {tag.name}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
  return (
    <details className={styles.filter} open={state.tags.length > 0 ? true : undefined}>
      <summary className={styles.summary}>
        <Icon name="Tags" size={18} />
        {t('page.tags')}
        {state.tags.length > 0 ? <span className={styles.badge}>{state.tags.length}</span> : null}
      </summary>
      <div className={styles.body}>
        <p className={styles.note}>{t('page.tagsNote')}</p>
        {group(t('page.mainTags'), tags.main)}
        {group(t('page.additionalTags'), tags.additional)}
        {state.tags.length > 0 ? (
          <SiteLink className="button" to={searchHref(locale, { ...state, tags: [], page: 0 })}>
            <Icon name="X" size={16} />
            {t('page.clearTags')}
          </SiteLink>
        ) : null}
      </div>
    </details>
  );
}
