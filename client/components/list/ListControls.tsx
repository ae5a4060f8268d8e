/**
 * The list controls of docs/product.md#screens: sort by date or popularity, the ascending checkbox, and the
 * collapsible tag filter split into main and additional tags. Every change is a navigation to the
 * list's own URL (docs/product.md#states: back to the first page), so the state can be shared and Back restores it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ListSort } from '../../../shared/constants.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { tagStyle } from '../tags/TagChip.tsx';
import styles from './ListControls.module.css';
import { changeList, type ListState, listSearch, toggleTag } from './list-query.ts';
import type { ListTags } from './load-list.ts';

export interface ListControlsProps {
  state: ListState;
  tags: ListTags | null;
}

const SORTS: readonly { value: ListSort; labelKey: string }[] = [
  { value: 'date', labelKey: 'list.sortDate' },
  { value: 'popular', labelKey: 'list.sortPopular' },
];

export function ListControls({ state, tags }: ListControlsProps) {
  const { t } = useTranslation(['content', 'reach']);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const go = (next: ListState) => navigate(`${pathname}${listSearch(next)}`);

  const allTags = tags ? [...tags.main, ...tags.additional] : [];
  const chosen = allTags.filter((tag) => state.tags.includes(tag.id));

  return (
    // Without scripts the form is a plain GET of the list's own address (issue 22): the server reads
    // the fields (each tag as its own `tags=ID`) and redirects to the canonical address.
    <form
      className={styles.controls}
      aria-label={t('list.controls')}
      method="get"
      action={pathname}
      onSubmit={(event) => event.preventDefault()}
    >
      <noscript>
        <span className={styles.noScript} />
      </noscript>
      <div className={styles.row}>
        <fieldset className={styles.sort}>
          <legend className={styles.legend}>{t('list.sortBy')}</legend>
          <div className={styles.segmented}>
            {SORTS.map((sort) => (
              <label key={sort.value} className={styles.segment}>
                <input
                  type="radio"
                  name="filterBy"
                  value={sort.value}
                  checked={state.filterBy === sort.value}
                  onChange={() => go(changeList(state, { filterBy: sort.value }))}
                />
                <span>{t(sort.labelKey)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <label className={styles.order}>
          <input
            type="checkbox"
            name="orderBy"
            value="1"
            checked={state.orderBy === 1}
            onChange={(event) => go(changeList(state, { orderBy: event.target.checked ? 1 : 0 }))}
          />
          <span className={styles.box} aria-hidden="true" />
          <span>{t('list.ascending')}</span>
        </label>

        {tags ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name="SlidersHorizontal" size={18} />
            <span>{t('list.filter')}</span>
            {state.tags.length ? <span className={styles.count}>{state.tags.length}</span> : null}
            <Icon name="ChevronDown" size={18} className={styles.chevron} />
          </button>
        ) : null}
      </div>

      {chosen.length && !open ? (
        <div className={styles.chosen}>
          <span className={styles.chosenLabel}>{t('list.chosenTags')}</span>
          <ul className={styles.chosenList}>
            {chosen.map((tag) => (
              <li key={tag.id}>
                <button
                  type="button"
                  className={styles.remove}
                  style={tagStyle(tag)}
                  onClick={() => go(toggleTag(state, tag.id))}
                  aria-label={t('list.removeTag', { name: tag.name })}
                >
                  {tag.name}
                  <Icon name="X" size={14} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.clear} onClick={() => go(changeList(state, { tags: [] }))}>
            {t('list.resetFilter')}
          </button>
        </div>
      ) : null}

      {tags ? (
        <div id={panelId} className={styles.panel} hidden={!open}>
          {[
            { key: 'main', legend: t('list.mainTags'), items: tags.main },
            { key: 'additional', legend: t('list.additionalTags'), items: tags.additional },
          ].map((group) =>
            group.items.length ? (
              <fieldset key={group.key} className={styles.group}>
                <legend className={styles.legend}>{group.legend}</legend>
                <div className={styles.chips}>
                  {group.items.map((tag) => (
                    <label key={tag.id} className={styles.tagOption} style={tagStyle(tag)}>
                      <input
                        type="checkbox"
                        name="tags"
                        value={tag.id}
                        checked={state.tags.includes(tag.id)}
                        onChange={() => go(toggleTag(state, tag.id))}
                      />
                      <span className={styles.dot} aria-hidden="true" />
                      <span>{tag.name}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null,
          )}
          {state.tags.length ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => go(changeList(state, { tags: [] }))}
            >
              {t('list.resetFilter')}
            </button>
          ) : null}
        </div>
      ) : null}
      {tags === null && state.tags.length ? <p className={styles.note}>{t('list.tagsUnavailable')}</p> : null}
      {hydrated ? null : (
        <button type="submit" className={`button ${styles.apply}`} data-testid="list-apply">
          {t('reach:applyFilter')}
        </button>
      )}
    </form>
  );
}
