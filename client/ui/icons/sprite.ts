/**
 * The icon sprite, drawn at build time (Node, from `vite.config.ts`): each Lucide icon of `names.ts`
 * rendered once and kept as a `<symbol>`. Pages then show an icon as two elements (`<svg><use>`)
 * instead of Lucide's component tree, which was a tenth of a page's server render and repeated every
 * icon's paths in every page's HTML.
 */
import { createHash } from 'node:crypto';
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_NAMES } from './names.ts';

/** The symbol's drawing: what Lucide puts inside its `<svg>`. */
function drawing(name: string): string {
  const component = (lucide as unknown as Record<string, Parameters<typeof createElement>[0]>)[name];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`icon ${name} did not render as one <svg>`);
  return inner;
}

export interface IconSprite {
  markup: string;
  /** Where the browser gets it: named by its content, so it can be cached for good. */
  path: string;
}

export function buildIconSprite(): IconSprite {
  const symbols = ICON_NAMES.map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${drawing(name)}</symbol>`,
  );
  const markup = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const hash = createHash('sha256').update(markup).digest('base64url').slice(0, 10);
  return { markup, path: `/assets/icons-${hash}.svg` };
}
