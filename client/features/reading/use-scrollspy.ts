/**
 * Which chapter the reader is in (docs/product.md#screens chapter navigation, docs/product.md#constants scrollspy offset 300): the last of the
 * given elements whose top has passed a line 300 px below the top of the viewport, else the first.
 * Null during the server render and the hydrating render, so the markup of both is the same.
 */
import { useEffect, useState } from 'react';
import { SCROLLSPY_OFFSET_PX } from '../../../shared/constants.ts';

export function currentOf(tops: readonly number[], offset: number): number {
  let current = 0;
  for (let i = 0; i < tops.length; i += 1) {
    if ((tops[i] ?? Number.POSITIVE_INFINITY) - offset <= 0) current = i;
  }
  return current;
}

export function useScrollspy(ids: readonly string[], offset: number = SCROLLSPY_OFFSET_PX): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids it joins
  useEffect(() => {
    if (ids.length === 0) {
      setCurrent(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      setCurrent(ids[currentOf(tops, offset)] ?? null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // In the next frame, not now: now is hydration's effects, and reading the layout here forced the
    // whole page's layout inside that task (a long one on a phone).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key, offset]);

  return current;
}
