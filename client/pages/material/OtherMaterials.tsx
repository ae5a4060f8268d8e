/**
 * "Other materials" (docs/product.md#screens Material page): the API's related materials by default, or the newest or
 * most popular on the same main topics ("sort by date or popularity"), three at first and the rest on
 * "show more", which then gives way to the full list with the same sort and topics.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ListSort } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { Material, MaterialCard as MaterialCardData } from '../../../shared/schemas/content.ts';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import listStyles from '../../components/list/ListControls.module.css';
import { listSearch } from '../../components/list/list-query.ts';
import { SectionHeading } from '../../components/section/SectionHeading.tsx';
import { callApi } from '../../data/call-api.ts';
import reading from '../../features/reading/Reading.module.css';
import { Cached } from '../../runtime/fragments/Cached.ts';
import styles from './Material.module.css';

type Order = 'related' | ListSort;
const ORDERS: readonly Order[] = ['related', 'date', 'popular'];
const ORDER_LABELS: Record<Order, string> = {
  related: 'reading.sortRelated',
  date: 'list.sortDate',
  popular: 'list.sortPopular',
};
/** The page shows a few and "show more" (docs/product.md#screens); the API relates at most six. */
export const OTHER_SHOWN = 3;
export const OTHER_MAX = 6;

/** The topics "other materials" share: the main tags, or every tag when there is no main one. */
export function topicIds(tags: readonly { id: number; type: number }[]): number[] {
  const main = tags.filter((tag) => tag.type === 0);
  return (main.length > 0 ? main : tags).map((tag) => tag.id);
}

export function OtherMaterials({ material, locale }: { material: z.infer<typeof Material>; locale: Locale }) {
  const { t } = useTranslation('content');
  const [order, setOrder] = useState<Order>('related');
  const [lists, setLists] = useState<Partial<Record<Order, MaterialCardData[]>>>({
    related: material.other_materials,
  });
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [expanded, setExpanded] = useState(false);
  const topics = topicIds(material.tags);

  const choose = (next: Order) => {
    setOrder(next);
    setExpanded(false);
    if (next === 'related' || lists[next]) {
      setStatus('idle');
      return;
    }
    setStatus('loading');
    void callApi('materials.list', {
      query: { page: 0, per_page: OTHER_MAX + 1, orderBy: 0, filterBy: next, tags: topics, lang: locale },
    }).then((answer) => {
      if (!answer.ok) return setStatus('error');
      const others = answer.data.materials.filter((item) => item.id !== material.id).slice(0, OTHER_MAX);
      setLists((known) => ({ ...known, [next]: others }));
      setStatus('idle');
    });
  };

  const items = lists[order] ?? lists.related ?? [];
  if (material.other_materials.length === 0 && topics.length === 0) return null;
  const shown = expanded ? items : items.slice(0, OTHER_SHOWN);
  const fullList = `${href('materials', locale)}${listSearch({
    filterBy: order === 'popular' ? 'popular' : 'date',
    tags: topics,
  })}`;

  return (
    <Cached
      as="section"
      name="material.other-materials"
      // What the server renders: the related materials, the first three, nothing chosen yet.
      deps={order === 'related' && status === 'idle' && !expanded ? [locale, material] : null}
      className={reading.section}
      aria-labelledby="material-other"
      data-testid="other-materials"
    >
      {() => (
        <>
          <SectionHeading id="material-other" title={t('material.otherMaterials')} />
          <fieldset className={`${listStyles.sort} ${styles.sort}`}>
            <legend className={listStyles.legend}>{t('list.sortBy')}</legend>
            <div className={listStyles.segmented}>
              {ORDERS.map((value) => (
                <label key={value} className={listStyles.segment}>
                  <input
                    type="radio"
                    name="other-materials-order"
                    value={value}
                    checked={order === value}
                    onChange={() => choose(value)}
                  />
                  <span>{t(ORDER_LABELS[value])}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div aria-live="polite" aria-busy={status === 'loading'}>
            {status === 'error' ? <p className={styles.note}>{t('reading.otherFailed')}</p> : null}
            {items.length === 0 && status === 'idle' ? (
              <p className={styles.note}>{t('list.empty')}</p>
            ) : null}
            <ul className={`${styles.grid3} ${status === 'loading' ? styles.loading : ''}`}>
              {shown.map((item) => (
                <li key={item.id}>
                  <MaterialCard material={item} locale={locale} fallback={item.fallback} />
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.moreRow}>
            {!expanded && items.length > OTHER_SHOWN ? (
              <button
                type="button"
                className="button"
                onClick={() => setExpanded(true)}
                data-testid="other-more"
              >
                {t('material.showMore')}
              </button>
            ) : (
              <SiteLink className="button" to={fullList}>
                {t('main.allMaterials')}
              </SiteLink>
            )}
          </div>
        </>
      )}
    </Cached>
  );
}
