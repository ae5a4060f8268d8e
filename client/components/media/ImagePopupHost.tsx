/**
 * The global image popup (docs/product.md#screens): a click, or Enter or Space on a focused content image, opens it
 * full size in the native dialog (`ImagePopup.tsx`). Escape or the close button closes it and focus
 * goes back to the image. Mounted once, in the frame; it listens on the document, so images in any
 * rich HTML block take part without wiring.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterCatalogue } from '../../runtime/catalogue.ts';
import { POPUP_ATTR } from '../html/popup-attr.ts';

// The dialog and its picture load when an image is first opened: no part of a first screen
// (docs/architecture.md#first-visit), with the whole catalogue (its texts are no server render's).
// Once there it stays mounted, so closing it hands the focus back.
const ImagePopup = lazy(
  afterCatalogue(() => import('./ImagePopup.tsx').then((module) => ({ default: module.ImagePopup }))),
);

function popupImage(target: EventTarget | null): HTMLImageElement | null {
  return target instanceof HTMLImageElement && target.hasAttribute(POPUP_ATTR) ? target : null;
}

export function ImagePopupHost() {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (image && !opened) setOpened(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const img = popupImage(event.target);
      if (!img || event.button !== 0) return;
      event.preventDefault();
      setImage(img);
    };
    const onKey = (event: KeyboardEvent) => {
      const img = popupImage(event.target);
      if (!img || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      setImage(img);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ImagePopup image={image} onClose={() => setImage(null)} />
    </Suspense>
  );
}
