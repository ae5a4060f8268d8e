/**
 * A block whose markup depends only on what its `deps` name (the locale, shared answers, a user's
 * marks): the server keeps the HTML it rendered for those deps and reuses it on the next render that
 * names the same ones, instead of rendering the block again (`fragment-store.ts`). The browser renders
 * it as usual and hydrates it against that HTML, which is byte for byte what a render would have given.
 *
 * The rule for callers: every input of the block's markup must be in `deps` (objects by identity,
 * and only frozen ones count, so a shared answer can be a dep but a per-request object cannot), and
 * the block must not read anything else that changes between renders (the URL, the session, a clock).
 * Blocks may nest. A block without `as` has no element of its own: it must sit between elements, not
 * next to text (React separates neighbouring texts with a comment, which its placeholder would upset).
 */
import { createElement, Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { useSsr } from '../ssr-context.ts';

type BlockTag = 'div' | 'section' | 'footer' | 'ul' | 'nav' | 'aside' | 'p';

export interface CachedProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The block's own element; without it the block is its children alone. */
  as?: BlockTag;
  /** Names the block; the same name with the same deps must mean the same markup. */
  name: string;
  /** Null: this render of the block is not to be stored or reused. */
  deps: readonly unknown[] | null;
  /** The block's content: a function, so a stored block costs no work at all on the server. */
  children: () => ReactNode;
}

/**
 * A block's end marker, telling the store when the render passes it: a string render goes through
 * a block's tree in order, so the catalogue entries looked up from `place` to here are the block's
 * (docs/architecture.md#first-visit).
 */
function EndMarker({ marker, passed }: { marker: string; passed: () => void }): ReactNode {
  passed();
  return createElement('template', { 'data-fragment': marker });
}

// Written without JSX, so plain Node runs it in the unit tests (tests/client/runtime/fragments).
export function Cached({ as: tag, name, deps, children, ...props }: CachedProps): ReactNode {
  const { fragments } = useSsr();
  const place = fragments && deps ? fragments.place(name, deps) : ({ kind: 'render' } as const);
  let content: ReactNode;
  if (place.kind === 'stored') {
    if (tag) return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: place.html } });
    // The placeholder's characters are the same escaped or not, so a text node carries it unchanged.
    content = place.html;
  } else if (place.kind === 'render') content = children();
  else {
    content = createElement(
      Fragment,
      null,
      createElement('template', { 'data-fragment': place.start }),
      children(),
      createElement(EndMarker, { marker: place.end, passed: place.closed }),
    );
  }
  return tag ? createElement(tag, props, content) : content;
}
