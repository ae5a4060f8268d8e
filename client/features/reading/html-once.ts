/**
 * docs/testing.md#benchmarks: "no editor HTML sent twice (as markup and again as hydration data)". A chapter the
 * server renders is already in the page's markup, so the hydration payload leaves its HTML out: on the
 * server the loader copies each chapter with `content` non-enumerable (the render still reads it; JSON.stringify, which
 * writes the payload, skips it), and in the browser the first render takes the very same HTML back
 * from the server's markup. What was taken is kept for the page's life, so a course that switches
 * back to its first material still has it. Navigations in the browser load complete data as usual.
 *
 * A course page rendered by the server sends none of its materials' HTML as data: the active one is in
 * the markup, and the others (most of the page's weight) are fetched with their material when the
 * reader gets to them (`useChapterTexts`), the next one ahead of time.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { RICH_HTML_ATTR } from '../../components/html/enhance.ts';
import { callApi } from '../../data/call-api.ts';
import { chapterAnchor } from './anchors.ts';

export interface ChapterText {
  id: number;
  title: string;
  /** Absent only in the first browser render of chapters the server rendered. */
  content?: string;
}

const taken = new Map<number, string>();

/**
 * Server only: copies of the chapters whose HTML stays in the render and out of the hydration
 * payload. Copies, because the loaded data is shared between renders and is never changed.
 */
export function keepHtmlOutOfPayload<C extends { content: string }>(chapters: readonly C[]): C[] {
  if (typeof document !== 'undefined') return [...chapters];
  return chapters.map((chapter) =>
    Object.defineProperty({ ...chapter }, 'content', {
      value: chapter.content,
      enumerable: false,
      writable: true,
      configurable: true,
    }),
  );
}

/** A chapter's HTML: from the data when it has it, else from the server's markup of that chapter. */
export function chapterHtml(chapter: ChapterText): string {
  if (chapter.content !== undefined) return chapter.content;
  let html = taken.get(chapter.id);
  if (html === undefined && typeof document !== 'undefined') {
    html = document
      .getElementById(chapterAnchor(chapter.id))
      ?.querySelector(`[${RICH_HTML_ATTR}]`)?.innerHTML;
    if (html !== undefined) taken.set(chapter.id, html);
  }
  return html ?? '';
}

/** Whether the page has a chapter's HTML, in its data or in the server's markup. */
function hasHtml(chapter: ChapterText): boolean {
  if (chapter.content !== undefined) return true;
  chapterHtml(chapter);
  return taken.has(chapter.id);
}

const fetching = new Map<string, Promise<boolean>>();

/**
 * Fetches a material's chapters into the page's store once; answers whether they arrived. A failed
 * fetch can be asked again.
 */
export function fetchChapters(slug: string, locale: Locale): Promise<boolean> {
  const key = `${locale}/${slug}`;
  let pending = fetching.get(key);
  if (!pending) {
    pending = callApi('materials.item', { params: { slug }, query: { lang: locale } }).then((answer) => {
      if (!answer.ok) {
        fetching.delete(key);
        return false;
      }
      for (const chapter of answer.data.chapters) taken.set(chapter.id, chapter.content);
      return true;
    });
    fetching.set(key, pending);
  }
  return pending;
}

export type ChapterTextsState = 'ready' | 'loading' | 'failed';

/**
 * Whether a material's chapters can be shown: on the server and for data loaded in the browser
 * everything is at hand (`ready` at once); otherwise their material is fetched, once.
 */
export function useChapterTexts(
  slug: string,
  chapters: readonly ChapterText[],
  locale: Locale,
): { state: ChapterTextsState; retry: () => void } {
  const complete = typeof document === 'undefined' || chapters.every(hasHtml);
  const [failed, setFailed] = useState(false);
  const [, setArrived] = useState(0);
  const load = useCallback(() => {
    setFailed(false);
    void fetchChapters(slug, locale).then((arrived) => {
      if (arrived) setArrived((n) => n + 1);
      else setFailed(true);
    });
  }, [slug, locale]);
  useEffect(() => {
    if (!complete) load();
  }, [complete, load]);
  return { state: complete ? 'ready' : failed ? 'failed' : 'loading', retry: load };
}

/** The reader is likely to go on: the next material's chapters are fetched once the page is idle. */
export function usePrefetchChapters(
  next: { slug: string; chapters: readonly ChapterText[] } | undefined,
  locale: Locale,
): void {
  useEffect(() => {
    if (!next || next.chapters.every(hasHtml)) return;
    const timer = setTimeout(() => void fetchChapters(next.slug, locale), 300);
    return () => clearTimeout(timer);
  }, [next, locale]);
}
