/**
 * The opening of the main page: the project's promise in a large serif, two ways in, and the three
 * newest materials as a small pile of covers on their topics' colours.
 */
import { useTranslation } from 'react-i18next';
import { CARD_PREVIEW_SIZE } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { MaterialCard } from '../../../shared/schemas/content.ts';
import { internalLink, mainTag } from '../../components/cards/card-utils.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { LazyImage, preloadPriorityImage } from '../../components/media/LazyImage.tsx';
import { storageUrl } from '../../components/media/storage.ts';
import { tagStyle } from '../../components/tags/TagChip.tsx';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Hero.module.css';

export function Hero({ locale, newest }: { locale: Locale; newest: MaterialCard[] }) {
  const { t } = useTranslation('content');
  if (newest[0]) preloadPriorityImage(storageUrl(newest[0].preview), true);
  return (
    <Cached
      as="section"
      name="main.hero"
      deps={[locale, newest]}
      className={styles.hero}
      aria-labelledby="main-title"
    >
      {() => (
        <>
          <div className={styles.text}>
            <p className={styles.eyebrow}>{t('main.hero.eyebrow')}</p>
            <h1 id="main-title" className={styles.title}>
              {t('main.hero.title')}
            </h1>
            <p className={styles.lead}>{t('main.hero.lead')}</p>
            <div className={styles.actions}>
              <SiteLink className="button button--primary" to={href('materials', locale)}>
                {t('main.hero.toMaterials')}
                <Icon name="ArrowRight" size={18} />
              </SiteLink>
              <SiteLink className="button" to={href('courses', locale)}>
                {t('main.hero.toCourses')}
              </SiteLink>
            </div>
          </div>
          {newest.length ? (
            <div className={styles.pile}>
              <p className={styles.pileLabel}>{t('main.hero.newest')}</p>
              <ul className={styles.covers}>
                {newest.map((material, index) => {
                  const tag = mainTag(material.tags);
                  return (
                    <li key={material.id} className={styles.cover} style={tag ? tagStyle(tag) : undefined}>
                      <SiteLink
                        className={styles.coverLink}
                        to={internalLink(material.link, href('material', locale, { slug: material.slug }))}
                      >
                        <LazyImage
                          className={styles.coverImage}
                          src={storageUrl(material.preview)}
                          alt=""
                          width={CARD_PREVIEW_SIZE.width}
                          height={CARD_PREVIEW_SIZE.height}
                          retina
                          priority={index === 0}
                        />
                        <span className={styles.coverTitle} lang={fallbackLang(material.fallback)}>
                          {material.title}
                        </span>
                      </SiteLink>
                      <FallbackMarker fallback={material.fallback} className={styles.coverMarker} />
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </Cached>
  );
}
