/**
 * The gallery's lightbox (yet-another-react-lightbox, loaded with this module only when an exhibit is
 * opened): arrow keys and swipes move between exhibits, Escape closes, and each slide has the
 * exhibit's title as its alt text and a caption with title, years and description (docs/product.md#visual-language:
 * dark-neutral, captions in the reading type). The `full_` picture is offered beside the original,
 * so the browser picks what the screen needs. The library's styles are files of their own, linked
 * (React waits for them) when the lightbox first opens: the site's one stylesheet stays without them.
 *
 * The whole description is readable: it is never cut, and a long one scrolls in its own box, which
 * the keyboard reaches too. The lightbox is a modal dialog (docs/product.md#visual-language: visible
 * focus rings): Tab and Shift+Tab go round its own controls and never leave it while it is open.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import captionsCss from 'yet-another-react-lightbox/plugins/captions.css?url';
import lightboxCss from 'yet-another-react-lightbox/styles.css?url';
import { storageUrl } from '../../components/media/storage.ts';
import { EXHIBIT_SIZE, FULL_SIZE, fullSizeUrl } from './exhibit-media.ts';
import styles from './Gallery.module.css';
import type { GalleryData } from './types.ts';

export interface ExhibitLightboxProps {
  exhibits: GalleryData['exhibits'];
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
}

export default function ExhibitLightbox({ exhibits, index, onView, onClose }: ExhibitLightboxProps) {
  const { t } = useTranslation('library');
  const slides = exhibits.map((exhibit) => {
    const src = storageUrl(exhibit.image);
    return {
      src,
      alt: exhibit.title,
      width: EXHIBIT_SIZE.width,
      height: EXHIBIT_SIZE.height,
      srcSet: [
        { src, ...EXHIBIT_SIZE },
        { src: fullSizeUrl(src), ...FULL_SIZE },
      ],
      title: exhibit.title,
      description: (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box the keyboard must reach (WCAG 2.1.1).
        <div className={styles.lightboxText} tabIndex={0} data-testid="exhibit-description">
          {exhibit.year ? <span className={styles.lightboxYear}>{exhibit.year}</span> : null}
          {exhibit.description}
        </div>
      ),
    };
  });
  useEffect(() => {
    // The library makes the page behind inert but lets Tab run past its last control and out of the
    // document; this keeps the focus going round inside the open lightbox.
    const onKeyDown = (event: KeyboardEvent) => {
      const root = document.querySelector<HTMLElement>(`.${styles.lightbox}`);
      if (event.key !== 'Tab' || !root) return;
      const stops = [...root.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]')].filter(
        (element) =>
          !element.closest('[inert]') && !element.matches(':disabled') && element.checkVisibility(),
      );
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const wrapTo = !root.contains(active)
        ? event.shiftKey
          ? last
          : first
        : event.shiftKey && active === first
          ? last
          : !event.shiftKey && active === last
            ? first
            : null;
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return (
    <>
      {[lightboxCss, captionsCss].map((css) => (
        <link key={css} rel="stylesheet" href={css} precedence="default" />
      ))}
      <Lightbox
        open
        index={index}
        slides={slides}
        plugins={[Captions]}
        close={onClose}
        on={{ view: ({ index: next }) => onView(next) }}
        carousel={{ finite: false }}
        controller={{ closeOnBackdropClick: true }}
        captions={{ descriptionTextAlign: 'start' }}
        labels={{
          Close: t('gallery.close'),
          Previous: t('gallery.previous'),
          Next: t('gallery.next'),
          Lightbox: t('gallery.dialog'),
          Carousel: t('gallery.carousel'),
          Slide: t('gallery.slide'),
          'Photo gallery': t('gallery.title'),
          '{index} of {total}': t('gallery.position', { index: '{index}', total: '{total}' }),
        }}
        className={styles.lightbox}
      />
    </>
  );
}
