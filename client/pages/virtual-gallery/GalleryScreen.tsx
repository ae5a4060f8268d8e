/**
 * The gallery's screen: a heading, the exhibits in a grid of columns that keeps each picture's
 * proportions, and the lightbox (`ExhibitLightbox`, loaded with its library only when an exhibit is
 * opened). Every tile is a link to the exhibit's own address, so without scripts it opens the exhibit
 * page (the exhibit shown above the grid); with scripts it opens the lightbox and keeps the address
 * in step without a navigation, and closing gives the focus back to the tile.
 */
import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { storageUrl } from '../../components/media/storage.ts';
import { afterCatalogue } from '../../runtime/catalogue.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { artworkTime } from '../../runtime/seo/structured-data.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EXHIBIT_SIZE, fullSizeUrl } from './exhibit-media.ts';
import styles from './Gallery.module.css';
import type { GalleryData } from './types.ts';

// With the whole catalogue: the lightbox's texts are no server render's (docs/architecture.md#first-visit).
const ExhibitLightbox = lazy(afterCatalogue(() => import('./ExhibitLightbox.tsx')));

export function GalleryScreen({ exhibits, open }: GalleryData) {
  const { t } = useTranslation('library');
  const origin = useRootData()?.publicOrigin ?? '';
  const hydrated = useHydrated();
  const [index, setIndex] = useState(() => exhibits.findIndex((exhibit) => exhibit.slug === open));
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  const base = href('virtual-gallery', 'ru');
  const addressOf = useCallback(
    (i: number) => {
      const exhibit = exhibits[i];
      return exhibit ? href('virtual-gallery-exhibit', 'ru', { slug: exhibit.slug }) : base;
    },
    [exhibits, base],
  );
  // The exhibit on show, for the close handler: the library may call a handler from a render before
  // the last arrow key's (its closing timer keeps the one it had), so the state it closed over can lag.
  const shown = useRef(index);
  // The router is not told: an exhibit changes no data, and a navigation would reset the scroll.
  const show = useCallback(
    (i: number) => {
      shown.current = i;
      setIndex(i);
      window.history.replaceState(window.history.state, '', addressOf(i));
    },
    [addressOf],
  );
  // The tile to give the focus back to once the lightbox is gone: while it is open the page behind
  // it is inert, so focusing from the close handler itself could be lost.
  const returnTo = useRef(-1);
  const close = useCallback(() => {
    returnTo.current = shown.current;
    shown.current = -1;
    setIndex(-1);
    window.history.replaceState(window.history.state, '', base);
  }, [base]);
  useEffect(() => {
    if (index >= 0 || returnTo.current < 0) return;
    tiles.current[returnTo.current]?.focus();
    returnTo.current = -1;
  }, [index]);
  const onTile = (event: MouseEvent, i: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    show(i);
  };

  const selected = open ? exhibits.find((exhibit) => exhibit.slug === open) : undefined;
  const title = selected ? selected.title : t('gallery.title');
  const description = selected ? selected.description : t('gallery.lead');

  return (
    <div className={`page ${styles.screen}`}>
      <PageMeta
        title={title}
        description={description}
        image={selected?.image ?? exhibits[0]?.image}
        imageAlt={selected?.title ?? exhibits[0]?.title}
        translations={['ru']}
        trail={selected ? [{ name: t('gallery.title'), path: base }] : []}
        jsonLd={
          selected
            ? {
                '@context': 'https://schema.org',
                '@type': 'VisualArtwork',
                name: selected.title,
                description: selected.description,
                image: `${origin}${storageUrl(selected.image)}`,
                ...artworkTime(selected.year),
                url: `${origin}${addressOf(exhibits.indexOf(selected))}`,
                isPartOf: { '@type': 'ImageGallery', name: t('gallery.title'), url: `${origin}${base}` },
              }
            : {
                '@context': 'https://schema.org',
                '@type': 'ImageGallery',
                name: t('gallery.title'),
                description: t('gallery.lead'),
                url: `${origin}${base}`,
                image: exhibits.map((exhibit) => `${origin}${storageUrl(exhibit.image)}`),
              }
        }
      />
      <PageHeader
        className={styles.header}
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        lead={t('gallery.lead')}
      >
        <p className={styles.count}>{t('gallery.count', { count: exhibits.length })}</p>
      </PageHeader>

      {selected ? (
        <figure className={styles.opened} data-testid="opened-exhibit">
          <img
            src={fullSizeUrl(storageUrl(selected.image))}
            alt={selected.title}
            width={EXHIBIT_SIZE.width}
            height={EXHIBIT_SIZE.height}
          />
          <figcaption>
            <strong>{selected.title}</strong>
            {selected.year ? <span className={styles.year}>{selected.year}</span> : null}
            <span>{selected.description}</span>
          </figcaption>
        </figure>
      ) : null}

      {exhibits.length === 0 ? (
        <p className={styles.empty}>{t('gallery.empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="gallery-grid">
          {exhibits.map((exhibit, i) => (
            <li key={exhibit.slug}>
              <a
                ref={(element) => {
                  tiles.current[i] = element;
                }}
                className={styles.link}
                href={addressOf(i)}
                aria-haspopup="dialog"
                onClick={(event) => onTile(event, i)}
                data-testid="exhibit-tile"
              >
                {/* A plain image: height auto takes the picture's own proportions once it loads. */}
                <img
                  className={styles.image}
                  src={storageUrl(exhibit.image)}
                  alt={exhibit.title}
                  width={EXHIBIT_SIZE.width}
                  height={EXHIBIT_SIZE.height}
                  loading={i < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                {/* The picture's alt text names the exhibit; the visible title repeats it for the eye. */}
                <span className={styles.caption}>
                  <span className={styles.tileTitle} aria-hidden="true">
                    {exhibit.title}
                  </span>
                  {exhibit.year ? <span className={styles.year}>{exhibit.year}</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {hydrated && index >= 0 ? (
        <Suspense fallback={null}>
          <ExhibitLightbox exhibits={exhibits} index={index} onView={show} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
