/**
 * The scroll loader of docs/product.md#states: it calls `onLoad` when its element enters the viewport, `distance`
 * pixels early, unless disabled. Defaults are docs/product.md#constants's (distance 0, size 50, colour #CCCCCC).
 * Re-enabling it while it is still in view loads again, so a short page keeps filling the screen.
 */
import { type CSSProperties, useEffect, useRef } from 'react';
import { SCROLL_LOADER_DEFAULTS } from '../../../shared/constants.ts';
import styles from './ScrollLoader.module.css';

export interface ScrollLoaderProps {
  onLoad: () => void;
  disabled?: boolean;
  /** Whether a load is under way: the spinner turns. */
  loading?: boolean;
  distance?: number;
  size?: number;
  color?: string;
  /** Announced to screen readers while loading. */
  label: string;
}

export function ScrollLoader({
  onLoad,
  disabled = false,
  loading = false,
  distance = SCROLL_LOADER_DEFAULTS.distance,
  size = SCROLL_LOADER_DEFAULTS.size,
  color = SCROLL_LOADER_DEFAULTS.color,
  label,
}: ScrollLoaderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadRef.current();
      },
      { rootMargin: `0px 0px ${Math.max(0, distance)}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled, distance]);

  return (
    <div
      ref={ref}
      className={styles.loader}
      style={{ '--size': `${size}px`, '--color': color } as CSSProperties}
      data-testid="scroll-loader"
      data-state={loading ? 'loading' : disabled ? 'disabled' : 'idle'}
    >
      <svg className={styles.spinner} viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
      </svg>
      <span className="visually-hidden" role="status">
        {loading ? label : ''}
      </span>
    </div>
  );
}
