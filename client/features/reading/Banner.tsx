/**
 * A reading screen's banner (docs/product.md#screens: `/storage/{image_banner}`, 1440x810; `banner@720.jpg` for small
 * screens). It is the page's largest image, so it loads at once; its box has the final ratio before
 * the file arrives, and a missing file leaves a tinted frame instead of a broken image.
 */
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { BANNER_SIZE } from '../../../shared/constants.ts';
import { storageUrl } from '../../components/media/storage.ts';
import styles from './Reading.module.css';

/** `…/banner.jpg` → `…/banner@720.jpg` (content/README.md), or null for a name without extension. */
export function smallBannerUrl(url: string): string | null {
  const match = /^(.*)\.([a-z0-9]+)$/i.exec(url);
  return match ? `${match[1]}@720.${match[2]}` : null;
}

export function Banner({ path, tint }: { path: string; tint?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  const src = storageUrl(path);
  const small = smallBannerUrl(src);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);

  return (
    <div
      className={styles.banner}
      style={{ '--tint': tint } as CSSProperties}
      data-state={broken ? 'missing' : undefined}
    >
      <img
        ref={ref}
        src={src}
        srcSet={small ? `${small} 720w, ${src} ${BANNER_SIZE.width}w` : undefined}
        sizes="(min-width: 1264px) 1200px, 100vw"
        alt=""
        width={BANNER_SIZE.width}
        height={BANNER_SIZE.height}
        fetchPriority="high"
        decoding="async"
        onError={() => setBroken(true)}
      />
    </div>
  );
}
