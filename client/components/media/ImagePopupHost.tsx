/**
 * The global image popup (docs/product.md#screens): a click, or Enter or Space on a focused content image, opens it
 * full size in the native dialog. The large file is the same path with the file name prefixed
 * `full_`; when that fails to load, the original is shown instead (never the narrower `srcset`
 * variant the page may be showing). Escape or the close button
 * closes it and focus goes back to the image. Mounted once, in the frame; it listens on the
 * document, so images in any rich HTML block take part without wiring.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { POPUP_ATTR } from '../html/enhance.ts';
import styles from './ImagePopupHost.module.css';
import { fullSizeUrl } from './storage.ts';

interface Shown {
  original: string;
  src: string;
  alt: string;
  caption: string;
  fallback: boolean;
}

function popupImage(target: EventTarget | null): HTMLImageElement | null {
  return target instanceof HTMLImageElement && target.hasAttribute(POPUP_ATTR) ? target : null;
}

function describe(img: HTMLImageElement): Shown {
  // The `src`, not `currentSrc`: with a `srcset` the page may show a narrow variant, the popup the
  // original (or its `full_` file).
  const original = img.src || img.currentSrc;
  const caption = img.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
  const full = fullSizeUrl(original, window.location.origin);
  return { original, src: full ?? original, alt: img.alt, caption, fallback: full === null };
}

export function ImagePopupHost() {
  const { t } = useTranslation('content');
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const img = popupImage(event.target);
      if (!img || event.button !== 0) return;
      event.preventDefault();
      setShown(describe(img));
    };
    const onKey = (event: KeyboardEvent) => {
      const img = popupImage(event.target);
      if (!img || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      setShown(describe(img));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const onError = () =>
    setShown((current) =>
      current && !current.fallback ? { ...current, src: current.original, fallback: true } : current,
    );

  return (
    <Dialog
      open={shown !== null}
      onClose={() => setShown(null)}
      title={shown?.alt || t('card.imagePopup')}
      hideTitle
      size="full"
    >
      {shown ? (
        <figure className={styles.figure} data-testid="image-popup">
          <img
            key={shown.src}
            className={styles.image}
            src={shown.src}
            alt={shown.alt}
            data-variant={shown.fallback ? 'original' : 'full'}
            onError={onError}
          />
          {shown.caption ? <figcaption className={styles.caption}>{shown.caption}</figcaption> : null}
        </figure>
      ) : null}
    </Dialog>
  );
}
