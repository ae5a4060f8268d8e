/**
 * The course page's navigation state (docs/product.md#states Course page): which material is active, which one's
 * chapter list is open, and which were finished (viewed): left with "next", or, for the last one, read to
 * its end. The first render uses the
 * server's index (`?material=N`, docs/architecture.md#rendering) so hydration matches; then `#material=N` from the address
 * wins when it is valid (else the first material), and every choice writes the hash back without a
 * new history entry or a router navigation.
 */
import { useCallback, useEffect, useState } from 'react';
import { materialHash, materialIndexFromHash } from '../../../shared/logic/material-index.ts';

export interface CourseNavState {
  active: number;
  opened: ReadonlySet<number>;
  viewed: ReadonlySet<number>;
  select(index: number): void;
  next(): void;
  /** The reader reached the end of the last material: it counts as finished, like one left with "next". */
  finish(): void;
}

function writeHash(index: number) {
  const url = `${window.location.pathname}${window.location.search}${materialHash(index)}`;
  window.history.replaceState(window.history.state, '', url);
}

export function useCourseState(
  count: number,
  initial: number,
  onChange?: (change: { from: number; to: number; finished: boolean }) => void,
): CourseNavState {
  const [active, setActive] = useState(initial);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([initial]));
  const [viewed, setViewed] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (!window.location.hash.startsWith('#material=')) return;
    const restored = materialIndexFromHash(window.location.hash, count);
    setActive(restored);
    setOpened(new Set([restored]));
  }, [count]);

  const select = useCallback(
    (index: number) => {
      if (index < 0 || index >= count) return;
      if (index === active) {
        setOpened((open) => {
          const next = new Set(open);
          if (next.has(index)) next.delete(index);
          else next.add(index);
          return next;
        });
      } else {
        setActive(index);
        setOpened(new Set([index]));
        onChange?.({ from: active, to: index, finished: false });
      }
      writeHash(index);
    },
    [active, count, onChange],
  );

  const next = useCallback(() => {
    if (active >= count - 1) return;
    const to = active + 1;
    setViewed((seen) => new Set(seen).add(active));
    setActive(to);
    setOpened(new Set([to]));
    writeHash(to);
    onChange?.({ from: active, to, finished: true });
  }, [active, count, onChange]);

  // The last material has no "next": reading it to its end finishes it, so a course can be
  // finished (docs/product.md#states).
  const finish = useCallback(() => {
    if (active !== count - 1 || viewed.has(active)) return;
    setViewed((seen) => new Set(seen).add(active));
    onChange?.({ from: active, to: active, finished: true });
  }, [active, count, viewed, onChange]);

  return { active, opened, viewed, select, next, finish };
}
