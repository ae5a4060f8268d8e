/**
 * Virtual journeys (docs/product.md#screens): the two special projects, the virtual gallery and the Ashkenazi table.
 * Both exist in Russian only (docs/product.md#screens routes), which the English page says beside the link.
 * Each card shows a picture of its own project (the first exhibit, the first dish), drawn like every
 * picture of the pack; the tinted motif stands in only when the project's call failed.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { LazyImage } from '../../components/media/LazyImage.tsx';
import { storageUrl } from '../../components/media/storage.ts';
import { SectionHeading } from '../../components/section/SectionHeading.tsx';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Journeys.module.css';
import type { GalleryTeaser, TableTeaser } from './load-main.ts';

/** Gallery images are 1200x900, dish pictures 960x540. */
const TEASER_SIZE = { width: 1200, height: 900 } as const;
const DISH_SIZE = { width: 960, height: 540 } as const;

export function Journeys({
  locale,
  gallery,
  table,
}: {
  locale: Locale;
  gallery: GalleryTeaser | null;
  table: TableTeaser | null;
}) {
  const { t } = useTranslation('content');
  const ruOnly = locale !== 'ru';
  return (
    <Cached
      as="section"
      name="main.journeys"
      deps={[locale, gallery, table]}
      className={styles.section}
      aria-labelledby="main-journeys"
    >
      {() => (
        <>
          <div className={styles.inner}>
            <SectionHeading
              id="main-journeys"
              tone="inverse"
              eyebrow={t('main.journeysEyebrow')}
              title={t('main.virtualJourneys')}
              lead={t('main.journeysLead')}
            />
            <ul className={styles.grid}>
              <li className={styles.journey}>
                <JourneyPicture
                  image={gallery?.image}
                  size={TEASER_SIZE}
                  tint="#3a332b"
                  fallback={<span className={`${styles.image} ${styles.plain}`} aria-hidden="true" />}
                />
                <JourneyBody
                  to={href('virtual-gallery', locale)}
                  title={t('common:menu.virtualGallery')}
                  text={
                    gallery ? t('main.galleryText', { count: gallery.count }) : t('main.galleryTextShort')
                  }
                  ruOnly={ruOnly}
                />
              </li>
              <li className={`${styles.journey} ${styles.table}`}>
                <JourneyPicture
                  image={table?.image}
                  size={DISH_SIZE}
                  tint="#5a2e1f"
                  fallback={
                    <span className={`${styles.image} ${styles.motif}`} aria-hidden="true">
                      <Icon name="CookingPot" size={72} strokeWidth={1.2} />
                    </span>
                  }
                />
                <JourneyBody
                  to={href('ashkenazi-table', locale)}
                  title={t('common:menu.ashkenaziTable')}
                  text={t('main.tableText')}
                  ruOnly={ruOnly}
                />
              </li>
            </ul>
          </div>
        </>
      )}
    </Cached>
  );
}

/** A journey's picture (decorative: the title names the project), or its stand-in without one. */
function JourneyPicture({
  image,
  size,
  tint,
  fallback,
}: {
  image: string | undefined;
  size: { width: number; height: number };
  tint: string;
  fallback: ReactNode;
}) {
  if (!image) return fallback;
  return (
    <LazyImage
      className={styles.image}
      src={storageUrl(image)}
      alt=""
      width={size.width}
      height={size.height}
      tint={tint}
    />
  );
}

/**
 * A journey's text: its title linking to it, a line about it and the arrow (with "in Russian" away
 * from the Russian site).
 */
function JourneyBody({
  to,
  title,
  text,
  ruOnly,
}: {
  to: string;
  title: string;
  text: string;
  ruOnly: boolean;
}) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.body}>
      <h3 className={styles.title}>
        <SiteLink className={styles.link} to={to} hrefLang={fallbackLang(ruOnly)}>
          {title}
        </SiteLink>
      </h3>
      <p className={styles.text}>{text}</p>
      <p className={styles.more}>
        {ruOnly ? <span className={styles.note}>{t('main.inRussian')}</span> : null}
        <Icon name="ArrowRight" size={20} />
      </p>
    </div>
  );
}
