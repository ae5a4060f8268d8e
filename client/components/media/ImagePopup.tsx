/**
 * The image popup's dialog (`ImagePopupHost.tsx` opens it): the picture full size with its caption,
 * in a chunk of its own that loads when a reader first opens an image.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import styles from './ImagePopupHost.module.css';

/** The image opened: its original, the file shown (its `full_` file, or the original when that failed), its words. */
export interface Shown {
  original: string;
  src: string;
  alt: string;
  caption: string;
  fallback: boolean;
}

export function ImagePopup({
  shown,
  onClose,
  onError,
}: {
  shown: Shown | null;
  onClose: () => void;
  onError: () => void;
}) {
  const { t } = useTranslation('content');
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
