/**
 * Infinite scroll over a list the server rendered (docs/product.md#states): starting after the page the URL named,
 * each load appends the next page; it stops when a page comes back shorter than the page size or
 * the API says there is no more. A failed load keeps what is shown and offers a retry.
 */
import { useCallback, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import type { CourseCard, MaterialCard } from '../../../shared/schemas/content.ts';
import { browserDataSource } from '../../data/browser-source.ts';
import type { ListState } from './list-query.ts';
import { type ListKind, listQuery, PAGE_SIZE } from './load-list.ts';

export type ListItem = MaterialCard | CourseCard;
export type LoadStatus = 'idle' | 'loading' | 'error';

export interface InfiniteList<T extends ListItem> {
  /** Items grouped by the page they came in (the first card of each page is laid out wide). */
  pages: T[][];
  hasMore: boolean;
  status: LoadStatus;
  loadMore: () => void;
}

async function fetchPage(kind: ListKind, state: ListState, locale: Locale, page: number) {
  const query = listQuery(kind, state, locale, page);
  if (kind === 'materials') {
    const answer = await browserDataSource.load('materials.list', { query });
    return { items: answer.materials as ListItem[], hasMore: answer.has_more };
  }
  const answer = await browserDataSource.load('courses.list', { query });
  return { items: answer.courses as ListItem[], hasMore: answer.has_more };
}

export function useInfiniteList<T extends ListItem>(
  kind: ListKind,
  state: ListState,
  locale: Locale,
  first: { items: T[]; hasMore: boolean },
): InfiniteList<T> {
  const [pages, setPages] = useState<T[][]>(() => [first.items]);
  const [hasMore, setHasMore] = useState(first.hasMore && first.items.length >= PAGE_SIZE[kind]);
  const [status, setStatus] = useState<LoadStatus>('idle');
  const busy = useRef(false);
  const next = useRef(state.page + 1);

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setStatus('loading');
    fetchPage(kind, state, locale, next.current)
      .then(({ items, hasMore: more }) => {
        next.current += 1;
        setPages((current) => {
          const seen = new Set(current.flat().map((item) => item.id));
          const fresh = (items as T[]).filter((item) => !seen.has(item.id));
          return fresh.length ? [...current, fresh] : current;
        });
        setHasMore(more && items.length >= PAGE_SIZE[kind]);
        setStatus('idle');
      })
      .catch(() => setStatus('error'))
      .finally(() => {
        busy.current = false;
      });
  }, [hasMore, kind, state, locale]);

  return { pages, hasMore, status, loadMore };
}
