/**
 * The image popup's dialog (`ImagePopupHost.tsx` opens it): the picture full size with its caption,
 * in a chunk of its own that loads when a reader first opens an image. The large file is the same
 * path with the file name prefixed `full_`; when that fails to load, the original is shown instead
 * (never the narrower `srcset` variant the page may be showing).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import styles from './ImagePopupHost.module.css';
import { fullSizeUrl } from './storage.ts';

/** The image opened: its original, its `full_` file (null when its name has none), its words. */
interface Shown {
  original: string;
  full: string | null;
  alt: string;
  caption: string;
}

function describe(img: HTMLImageElement): Shown {
  // The `src`, not `currentSrc`: with a `srcset` the page may show a narrow variant, the popup the
  // original (or its `full_` file).
  const original = img.src || img.currentSrc;
  const caption = img.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
  return { original, full: fullSizeUrl(original, window.location.origin), alt: img.alt, caption };
}

export function ImagePopup({ image, onClose }: { image: HTMLImageElement | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  // The originals whose `full_` file did not load.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = image ? describe(image) : null;
  const fallback = !shown?.full || failed.has(shown.original);
  const src = shown ? (fallback ? shown.original : (shown.full ?? shown.original)) : '';
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      title={shown?.alt || t('card.imagePopup')}
      hideTitle
      size="full"
    >
      {shown ? (
        <figure className={styles.figure} data-testid="image-popup">
          <img
            key={src}
            className={styles.image}
            src={src}
            alt={shown.alt}
            data-variant={fallback ? 'original' : 'full'}
            onError={() => setFailed((current) => new Set(current).add(shown.original))}
          />
          {shown.caption ? <figcaption className={styles.caption}>{shown.caption}</figcaption> : null}
        </figure>
      ) : null}
    </Dialog>
  );
}
