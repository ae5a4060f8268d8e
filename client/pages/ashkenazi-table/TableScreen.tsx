/**
 * The Ashkenazi table's screen: the festival filter (links, the chosen one marked), then a table per
 * festival: picture, dish, what it means, and the materials that mention it. On phones each row
 * reads as a card; the table stays a table for assistive technology.
 */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { ITEM_IMAGE_SIZE } from '../../components/cards/ArticleItem.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { LazyImage } from '../../components/media/LazyImage.tsx';
import { storageUrl } from '../../components/media/storage.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { dish as dishData } from '../../runtime/seo/structured-data.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import styles from './Table.module.css';
import type { TableData } from './types.ts';

export function TableScreen({ festivals, dishes, festival }: TableData) {
  const { t } = useTranslation('library');
  const origin = useRootData()?.publicOrigin ?? '';
  const base = href('ashkenazi-table', 'ru');
  const chosen = festivals.find((f) => f.slug === festival);
  const shown = chosen ? [chosen] : festivals;
  const title = chosen ? `${t('table.title')}: ${chosen.name}` : t('table.title');
  return (
    <div className={`page ${styles.screen}`}>
      <PageMeta
        title={title}
        description={t('table.lead')}
        canonicalPath={chosen ? `${base}?festival=${chosen.slug}` : base}
        translations={['ru']}
        image={dishes.find((d) => !chosen || d.festival === chosen.slug)?.image}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          description: t('table.lead'),
          url: `${origin}${base}`,
          itemListElement: dishes
            .filter((d) => !chosen || d.festival === chosen.slug)
            .map((dish, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              item: dishData({
                name: dish.name,
                description: dish.meaning,
                image: `${origin}${storageUrl(dish.image)}`,
              }),
            })),
        }}
      />
      <PageHeader eyebrow={t('table.eyebrow')} title={t('table.title')} lead={t('table.lead')} />
      <nav className={styles.filter} aria-label={t('table.filter')} data-testid="festival-filter">
        <ul>
          <li>
            <SiteLink className={styles.chip} to={base} aria-current={chosen ? undefined : 'page'}>
              {t('table.all')}
            </SiteLink>
          </li>
          {festivals.map((f) => (
            <li key={f.slug}>
              <SiteLink
                className={styles.chip}
                to={`${base}?festival=${f.slug}`}
                aria-current={f.slug === festival ? 'page' : undefined}
              >
                {f.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((f) => {
        const rows = dishes.filter((dish) => dish.festival === f.slug);
        return (
          <section
            key={f.slug}
            className={styles.festival}
            aria-labelledby={`festival-${f.slug}`}
            data-festival={f.slug}
          >
            <div className={styles.festivalHead}>
              <h2 id={`festival-${f.slug}`}>{f.name}</h2>
              <p className={styles.season}>
                {f.season} · {t('table.count', { count: rows.length })}
              </p>
            </div>
            {rows.length === 0 ? (
              <p className={styles.empty}>{t('table.empty')}</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('table.picture')}</th>
                    <th scope="col">{t('table.dish')}</th>
                    <th scope="col">{t('table.meaning')}</th>
                    <th scope="col">{t('table.materials')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((dish) => (
                    <tr key={dish.slug} id={dish.slug} data-testid="dish">
                      <td className={styles.picture}>
                        <LazyImage
                          src={storageUrl(dish.image)}
                          alt={dish.name}
                          width={ITEM_IMAGE_SIZE.width}
                          height={ITEM_IMAGE_SIZE.height}
                        />
                      </td>
                      <th scope="row" className={styles.dish}>
                        {dish.name}
                      </th>
                      <td className={styles.meaning}>{dish.meaning}</td>
                      <td className={styles.materials}>
                        <span className={styles.cellLabel} aria-hidden="true">
                          {t('table.materials')}
                        </span>
                        {dish.materials.length === 0 ? (
                          <span className={styles.none}>{t('table.none')}</span>
                        ) : (
                          <ul>
                            {dish.materials.map((m) => (
                              <li key={m.slug}>
                                <SiteLink to={href('material', 'ru', { slug: m.slug })}>{m.title}</SiteLink>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </div>
  );
}
