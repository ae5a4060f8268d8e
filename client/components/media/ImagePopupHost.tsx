/**
 * The global image popup (docs/product.md#screens): a click, or Enter or Space on a focused content image, opens it
 * full size in the native dialog. The large file is the same path with the file name prefixed
 * `full_`; when that fails to load, the original is shown instead (never the narrower `srcset`
 * variant the page may be showing). Escape or the close button
 * closes it and focus goes back to the image. Mounted once, in the frame; it listens on the
 * document, so images in any rich HTML block take part without wiring.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterCatalogue } from '../../runtime/catalogue.ts';
import { POPUP_ATTR } from '../html/enhance.ts';
import type { Shown } from './ImagePopup.tsx';
import { fullSizeUrl } from './storage.ts';

// The dialog and its picture load when an image is first opened: no part of a first screen
// (docs/architecture.md#first-visit), with the whole catalogue (its texts are no server render's).
// Once there it stays mounted, so closing it hands the focus back.
const ImagePopup = lazy(
  afterCatalogue(() => import('./ImagePopup.tsx').then((module) => ({ default: module.ImagePopup }))),
);

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
  const [shown, setShown] = useState<Shown | null>(null);
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);

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

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ImagePopup shown={shown} onClose={() => setShown(null)} onError={onError} />
    </Suspense>
  );
}
