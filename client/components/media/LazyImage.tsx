/**
 * An image that lays out at its final size before it loads, loads lazily, and degrades to a tinted
 * frame when its file is missing (media may arrive after the texts: content/README.md). Native lazy
 * loading with explicit width and height keeps it in the server HTML for every reader and crawler
 * and shifts nothing (no CLS); the browser starts the request well before the image scrolls in.
 */
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import styles from './LazyImage.module.css';
import { retinaUrl } from './storage.ts';

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Add the `@2x` file as the 2x candidate (card previews, content/README.md). */
  retina?: boolean;
  /** Above the fold: load at once with high priority (the page's largest image). */
  priority?: boolean;
  /** A CSS background shown behind the image and in place of a missing one (a tag gradient). */
  tint?: string;
  fit?: 'cover' | 'contain';
  className?: string;
  /** Extra attributes for the image popup and tests. */
  imgProps?: Record<`data-${string}`, string>;
}

/** The 1x and 2x candidates of an image with a retina variant. */
function sourceSet(src: string, retina: boolean | undefined): string | undefined {
  const double = retina ? retinaUrl(src) : null;
  return double ? `${src} 1x, ${double} 2x` : undefined;
}

/**
 * The head's preload of a `priority` image, asked for by a component outside any stored block
 * (`runtime/fragments/Cached.ts`), before the image renders. React adds the same preload by itself when it
 * renders the image, but not when a stored block stands in for it; asked for first, this one is the
 * one React keeps either way (same resource key), so the page is the same.
 */
export function preloadPriorityImage(src: string, retina?: boolean): void {
  const imageSrcSet = sourceSet(src, retina);
  preload(src, { as: 'image', fetchPriority: 'high', ...(imageSrcSet ? { imageSrcSet } : {}) });
}

export function LazyImage({
  src,
  alt,
  width,
  height,
  retina,
  priority,
  tint,
  fit = 'cover',
  className,
  imgProps,
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  // An error that happened before hydration left no event for React to see.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setBroken(true);
  }, []);

  const frameStyle = { '--ratio': `${width} / ${height}`, '--tint': tint } as CSSProperties;
  return (
    <span
      className={`${styles.frame} ${className ?? ''}`}
      style={frameStyle}
      data-state={broken ? 'missing' : undefined}
    >
      <img
        ref={ref}
        className={fit === 'contain' ? styles.contain : styles.cover}
        src={src}
        srcSet={sourceSet(src, retina)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setBroken(true)}
        {...imgProps}
      />
    </span>
  );
}
