/**
 * The tool's screen: the banner, the closable hint (its closing is remembered in this browser), the
 * tag input with its chips, clear and search buttons, the table of every hashtag by category (a press
 * adds it; without script each is a link to its results) and the contact block with its modal.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EDUCATORS_HINT_DATASET, EDUCATORS_HINT_STORAGE_KEY } from '../../../shared/comfort.ts';
import { href } from '../../../shared/routes/href.ts';
import type { HashtagCategory } from '../../../shared/schemas/educators.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { ContactBlock } from '../../features/educators/ContactBlock.tsx';
import styles from '../../features/educators/Educators.module.css';
import { HashtagCombobox } from '../../features/educators/HashtagCombobox.tsx';
import { type ChosenTag, resultsSearch, toggleTag } from '../../features/educators/hashtag-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Icon } from '../../ui/icons/Icon.tsx';

/**
 * The hint, unless this reader closed it before. The document is marked before its first paint where
 * they did (shared/comfort.ts), which hides it without waiting for this code; the state takes over.
 */
function useRememberedHint(): [boolean, () => void] {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (EDUCATORS_HINT_DATASET in document.documentElement.dataset) setShown(false);
  }, []);
  const close = () => {
    setShown(false);
    // For this document's later visits to the tool (client navigations) as for the next documents.
    document.documentElement.dataset[EDUCATORS_HINT_DATASET] = '';
    try {
      localStorage.setItem(EDUCATORS_HINT_STORAGE_KEY, '1');
    } catch {
      // Not remembered, but closed for this visit.
    }
  };
  return [shown, close];
}

export function ToolScreen({ categories }: { categories: HashtagCategory[] }) {
  const { t } = useTranslation(['educators', 'common', 'lessonSets']);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ChosenTag[]>([]);
  const [hintShown, closeHint] = useRememberedHint();
  const results = href('hashtags-search-result', 'ru');
  const toggle = (tag: ChosenTag) => setChosen((current) => toggleTag(current, tag));
  const search = () => navigate(`${results}${resultsSearch(chosen.map((tag) => tag.id))}`);
  const chosenIds = new Set(chosen.map((tag) => tag.id));

  return (
    <div className={`page ${styles.page}`}>
      <PageMeta title={t('common:pages.daForEducators')} noindex />
      <header className={styles.banner}>
        <p className={styles.eyebrow}>{t('tool.eyebrow')}</p>
        <h1 className={styles.title}>{t('tool.title')}</h1>
        <p className={styles.lead}>{t('tool.lead')}</p>
        <p className={styles.lead}>
          <SiteLink to={href('profile-lesson-sets', 'ru')}>{t('lessonSets:save.mySets')}</SiteLink>
        </p>
      </header>

      {hintShown ? (
        <div className={styles.hint} role="note">
          <Icon name="Info" size={20} />
          <p>{t('tool.hint')}</p>
          <button
            type="button"
            className={styles.hintClose}
            onClick={closeHint}
            aria-label={t('tool.closeHint')}
          >
            <Icon name="X" size={18} />
          </button>
        </div>
      ) : null}

      <form
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <HashtagCombobox chosen={chosen} onToggle={toggle} onSubmit={search} disabled={!hydrated} />
        <div className={styles.formActions}>
          <button type="submit" className="button button--primary" disabled={!hydrated}>
            {t('tool.search')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setChosen([])}
            disabled={chosen.length === 0}
          >
            {t('tool.clear')}
          </button>
        </div>
      </form>
      {chosen.length ? (
        <ul className={styles.chips} aria-label={t('tool.chosen')}>
          {chosen.map((tag) => (
            <li key={tag.id}>
              <span className={styles.chip}>
                {tag.name}
                <button
                  type="button"
                  className={styles.chipRemove}
                  onClick={() => toggle(tag)}
                  aria-label={t('tool.remove', { name: tag.name })}
                >
                  <Icon name="X" size={14} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <section className={styles.table} aria-labelledby="educators-all-tags">
        <h2 id="educators-all-tags" className={styles.sectionTitle}>
          {t('tool.allTags')}
        </h2>
        <p className={styles.sectionLead}>{t('tool.allTagsLead')}</p>
        <div className={styles.categories}>
          {categories.map((category) => (
            <section key={category.id} className={styles.category} aria-label={category.name}>
              <h3 className={styles.categoryName}>{category.name}</h3>
              <ul className={styles.categoryTags}>
                {category.hashtags.map((hashtag) => (
                  <li key={hashtag.id}>
                    {hydrated ? (
                      <button
                        type="button"
                        className={styles.tableTag}
                        aria-pressed={chosenIds.has(hashtag.id)}
                        onClick={() => toggle({ id: hashtag.id, name: hashtag.name })}
                      >
                        {hashtag.name} <span className={styles.tagCount}>{hashtag.count}</span>
                      </button>
                    ) : (
                      <a className={styles.tableTag} href={`${results}${resultsSearch([hashtag.id])}`}>
                        {hashtag.name} <span className={styles.tagCount}>{hashtag.count}</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <ContactBlock locale="ru" mode="modal" />
    </div>
  );
}
