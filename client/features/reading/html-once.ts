/**
 * PERFORMANCE.md: "no editor HTML sent twice (as markup and again as hydration data)". A chapter the
 * server renders is already in the page's markup, so the hydration payload leaves its HTML out: on the
 * server the loader copies each chapter with `content` non-enumerable (the render still reads it; JSON.stringify, which
 * writes the payload, skips it), and in the browser the first render takes the very same HTML back
 * from the server's markup. What was taken is kept for the page's life, so a course that switches
 * back to its first material still has it. Navigations in the browser load complete data as usual.
 */
import { RICH_HTML_ATTR } from '../../components/html/enhance.ts';
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
