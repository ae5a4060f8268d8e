/**
 * Popular materials (docs/product.md#screens Main page): a numbered list; hovering or focusing an item shows its
 * preview in a large panel, laid out in one of four position styles (docs/product.md#constants) by the item's place
 * in the list. The panel repeats what the list says, so assistive technology skips it; on phones,
 * where nothing hovers, each item carries its own small preview instead.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_PREVIEW_SIZE } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { MaterialCard } from '../../../shared/schemas/content.ts';
import { CardRating } from '../../components/cards/CardRating.tsx';
import { internalLink, mainTag } from '../../components/cards/card-utils.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { LazyImage } from '../../components/media/LazyImage.tsx';
import { retinaUrl, storageUrl } from '../../components/media/storage.ts';
import { HeadedSection } from '../../components/section/HeadedSection.tsx';
import { TagList, tagStyle } from '../../components/tags/TagChip.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import main from './Main.module.css';
import styles from './PopularMaterials.module.css';
import { previewPosition } from './preview-position.ts';

export function PopularMaterials({ locale, materials }: { locale: Locale; materials: MaterialCard[] }) {
  const { t } = useTranslation(['content', 'common']);
  const [active, setActiveIndex] = useState(0);
  // The panel fades only when the reader moves it; the first render shows the first item at once.
  const [moved, setMoved] = useState(false);
  const setActive = (index: number) => {
    setActiveIndex(index);
    if (index !== active) setMoved(true);
  };
  if (materials.length === 0) return null;
  const shown = materials[Math.min(active, materials.length - 1)] as MaterialCard;
  const tag = mainTag(shown.tags);

  return (
    <HeadedSection
      name="main.popular"
      deps={[locale, materials]}
      className={main.section}
      heading={{
        id: 'main-popular',
        eyebrow: t('main.popularEyebrow'),
        title: t('main.popularMaterials'),
        lead: t('main.popularLead'),
        link: {
          to: href('materials', locale, {}, { filterBy: 'popular' }),
          label: t('main.allMaterials'),
        },
      }}
    >
      {() => (
        <div className={styles.layout}>
          <ol className={styles.list}>
            {materials.map((material, index) => {
              const to = internalLink(material.link, href('material', locale, { slug: material.slug }));
              const itemTag = mainTag(material.tags);
              return (
                <li
                  key={material.id}
                  className={styles.item}
                  data-active={index === active ? '' : undefined}
                  onMouseEnter={() => setActive(index)}
                  onFocus={() => setActive(index)}
                  data-testid="popular-item"
                >
                  <span className={styles.number} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <div className={styles.thumb} style={itemTag ? tagStyle(itemTag) : undefined}>
                    <LazyImage
                      src={storageUrl(material.preview)}
                      alt=""
                      width={CARD_PREVIEW_SIZE.width}
                      height={CARD_PREVIEW_SIZE.height}
                      retina
                    />
                  </div>
                  <div className={styles.itemText} lang={fallbackLang(material.fallback)}>
                    <FallbackMarker fallback={material.fallback} />
                    <h3 className={styles.itemTitle}>
                      <SiteLink className={styles.link} to={to}>
                        {material.title}
                      </SiteLink>
                    </h3>
                    <p className={styles.itemSnippet}>{material.snippet}</p>
                    <p className={styles.itemMeta}>
                      <Icon name="Clock" size={14} />
                      {t('common:plural.minutes', { count: material.time })}
                      {/* Every card of a rated item shows its rating, this shelf's as well. */}
                      <CardRating
                        average={material.rating_average}
                        count={material.rating_count}
                        locale={locale}
                      />
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>

          <div
            className={styles.panel}
            data-position={previewPosition(active)}
            data-moved={moved ? '' : undefined}
            data-testid="popular-preview"
            aria-hidden="true"
            style={tag ? tagStyle(tag) : undefined}
          >
            <div key={shown.id} className={styles.panelInner}>
              <div className={styles.panelImage}>
                <LazyImage
                  src={retinaUrl(storageUrl(shown.preview)) ?? storageUrl(shown.preview)}
                  alt=""
                  width={CARD_PREVIEW_SIZE.width * 2}
                  height={CARD_PREVIEW_SIZE.height * 2}
                />
              </div>
              <div className={styles.panelText} lang={fallbackLang(shown.fallback)}>
                <span className={styles.panelNumber}>{String(active + 1).padStart(2, '0')}</span>
                <p className={styles.panelTitle}>{shown.title}</p>
                <p className={styles.panelSnippet}>{shown.snippet}</p>
                <TagList tags={shown.tags} locale={locale} linked={false} />
              </div>
            </div>
          </div>
        </div>
      )}
    </HeadedSection>
  );
}
