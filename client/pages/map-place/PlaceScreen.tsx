/**
 * A place page's screen: the heading with its part of the Tanakh and directions, the text
 * beside the image (which opens full size) and a small map centred on the place, the share row, then
 * "about this place" (the materials, courses and articles that mention it) and the nearby places.
 * JSON-LD describes it as a schema.org Place with its coordinates.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { ArticleItem } from '../../components/cards/ArticleItem.tsx';
import { CardList } from '../../components/cards/CardList.tsx';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { PLACE_IMAGE_SIZE, PlaceCard } from '../../components/cards/PlaceCard.tsx';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { placeImageUrl } from '../../components/media/storage.ts';
import { TagList } from '../../components/tags/TagChip.tsx';
import { mapHref } from '../../features/map/map-query.ts';
import { PlacesMap } from '../../features/map/PlacesMap.tsx';
import { plainText } from '../../features/map/plain-text.ts';
import { FavouriteCourseCard } from '../../features/reading/FavouriteCourseCard.tsx';
import { ShareRow } from '../../features/reading/ShareRow.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { PageHeader, pageLeadClass } from '../../ui/PageHeader.tsx';
import page from '../map/MapPage.module.css';
import { ReadingShell } from '../ReadingShell.tsx';
import styles from './Place.module.css';
import type { PlaceData } from './types.ts';

export function PlaceScreen({ locale, place }: PlaceData) {
  const { t } = useTranslation(['map', 'common']);
  const origin = useRootData()?.publicOrigin ?? '';
  const path = href('map-place', locale, { slug: place.slug });
  const description = plainText(place.snippet);
  const lang = place.fallback ? place.content_locale : undefined;
  const image = placeImageUrl(place.image_preview);
  const { materials, courses, articles } = place.mentions;
  const mentioned = materials.length + courses.length + articles.length > 0;
  const onMap = [place, ...place.nearby];

  return (
    <ReadingShell
      className={page.screen}
      meta={
        <PageMeta
          title={place.title}
          description={description}
          image={`place_images/${place.image_preview}`}
          type="article"
          translations={place.translations}
          trail={[{ name: t('common:pages.map'), path: href('map', locale) }]}
          jsonLd={{
            '@context': 'https://schema.org',
            '@type': 'Place',
            name: place.title,
            description,
            url: `${origin}${path}`,
            image: `${origin}${image}`,
            hasMap: `${origin}${mapHref(locale, { places: [place.slug] })}`,
            geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
            ...(place.tags.length > 0 ? { keywords: place.tags.map((tag) => tag.name).join(', ') } : {}),
          }}
        />
      }
      head={
        <PageHeader className={page.header} eyebrow={t('place.eyebrow')} title={place.title} titleLang={lang}>
          <FallbackMarker fallback={place.fallback} />
          <RichHtml className={pageLeadClass} html={place.snippet} variant="compact" lang={lang} />
        </PageHeader>
      }
      sections={
        <>
          {mentioned ? (
            <section className={styles.section} aria-labelledby="place-about" data-testid="place-about">
              <h2 id="place-about" className={styles.sectionTitle}>
                {t('place.about')}
              </h2>
              <p className={styles.sectionLead}>{t('place.aboutLead', { title: place.title })}</p>
              <Mentions
                kind="materials"
                items={materials}
                card={(material) => <MaterialCard material={material} locale={locale} headingLevel={3} />}
              />
              <Mentions
                kind="courses"
                items={courses}
                card={(course) => <FavouriteCourseCard course={course} locale={locale} />}
              />
              <Mentions
                kind="articles"
                items={articles}
                card={(article) => <ArticleItem article={article} headingLevel={3} />}
              />
            </section>
          ) : null}
          {place.nearby.length > 0 ? (
            <section className={styles.section} aria-labelledby="place-nearby" data-testid="place-nearby">
              <h2 id="place-nearby" className={styles.sectionTitle}>
                {t('place.nearby')}
              </h2>
              <ul className={styles.cards}>
                {place.nearby.map((near) => (
                  <li key={near.slug} className={styles.near}>
                    <PlaceCard place={near} locale={locale} />
                    <p className={styles.distance}>{t('place.distance', { count: near.distance_km })}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      }
    >
      <dl className={styles.facts}>
        {place.tanakh_part ? (
          <div className={styles.fact}>
            <dt>{t('place.part')}</dt>
            <dd>
              <SiteLink className={styles.part} to={mapHref(locale, { part: place.tanakh_part })}>
                {t(`parts.${place.tanakh_part}`)}
              </SiteLink>
            </dd>
          </div>
        ) : null}
        {place.tags.length > 0 ? (
          <div className={styles.fact}>
            <dt>{t('place.directions')}</dt>
            <dd>
              <TagList tags={place.tags} locale={locale} label={t('place.directions')} />
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('place.coordinates')}</dt>
          <dd>
            <data value={`${place.lat},${place.lng}`}>
              {formatCoordinate(place.lat, 'N', 'S')}, {formatCoordinate(place.lng, 'E', 'W')}
            </data>
          </dd>
        </div>
      </dl>
      <div className={styles.layout}>
        <div className={styles.text}>
          <RichHtml html={place.content} lang={lang} topHeading={2} />
          <div className={styles.share}>
            <ShareRow
              type="places"
              slug={place.slug}
              url={`${origin}${path}`}
              text={`${place.title} — ${description}`}
              locale={locale}
            />
          </div>
        </div>
        <aside className={styles.side}>
          {/* Editors'-HTML markup, so the image opens full size like every content image (RichHtml). */}
          <RichHtml className={styles.figure} html={imageFigure(image, place.title)} variant="compact" />
          <PlacesMap
            places={onMap}
            focus={place.slug}
            cluster={false}
            locale={locale}
            size="small"
            label={t('place.smallMap', { title: place.title })}
          />
          <SiteLink className={styles.toMap} to={mapHref(locale, { places: [place.slug] })}>
            <Icon name="Map" size={18} />
            {t('place.onMap')}
          </SiteLink>
        </aside>
      </div>
    </ReadingShell>
  );
}

const MENTION_LISTS = { materials: styles.cards, courses: styles.courses, articles: styles.items };

/** One kind of the texts that mention the place, under its small heading; nothing when there are none. */
function Mentions<T extends { slug: string }>({
  kind,
  items,
  card,
}: {
  kind: keyof typeof MENTION_LISTS;
  items: readonly T[];
  card: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('map');
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={styles.group}>{t(`place.${kind}`)}</h3>
      <CardList className={MENTION_LISTS[kind]} items={items} card={card} />
    </>
  );
}

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function imageFigure(src: string, title: string): string {
  const { width, height } = PLACE_IMAGE_SIZE;
  return `<figure><img src="${escapeAttribute(src)}" alt="${escapeAttribute(title)}" width="${width}" height="${height}" fetchpriority="high" decoding="async" data-testid="place-image"></figure>`;
}

/** 49.8942 → 49.894° N: three decimals (about 100 m), the hemisphere as a letter. */
function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(3)}° ${value >= 0 ? positive : negative}`;
}
