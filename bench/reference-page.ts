/**
 * The bench's plain-React reference: a page of about 65 KB of markup, like the
 * main page's without its hydration data (a head, a menu, shelves of cards with an image, a title, a
 * lead and tag links, a footer), rendered with React's `renderToString` from plain props on every
 * request: no loaders, no router, no i18n, no stored blocks. It says what React alone costs for a page
 * of that size, beside what our render costs, served by a process of its own (`react-server.ts`).
 * Written without JSX so Node runs it as it is.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

interface Card {
  href: string;
  image: string;
  title: string;
  lead: string;
  tags: Array<{ href: string; label: string }>;
}

const WORDS = 'штетл идиш память музыка театр книга песня праздник дорога семья город история'.split(' ');

function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ');
}

function cards(count: number): Card[] {
  return Array.from({ length: count }, (_, i) => ({
    href: `/ru/materials/material-${i}`,
    image: `/storage/materials/${i}/preview-400x300.webp`,
    title: words(i, 5),
    lead: words(i + 1, 24),
    tags: [0, 1, 2].map((n) => ({ href: `/ru/tags/tag-${(i + n) % 17}`, label: words(i + n, 2) })),
  }));
}

function CardItem({ card }: { card: Card }): ReactNode {
  return h(
    'li',
    { className: 'card' },
    h(
      'article',
      null,
      h(
        'a',
        { href: card.href, className: 'card-link' },
        h('img', { src: card.image, alt: '', width: 400, height: 300, loading: 'lazy', decoding: 'async' }),
        h('h3', { className: 'card-title' }, card.title),
      ),
      h('p', { className: 'card-lead' }, card.lead),
      h(
        'ul',
        { className: 'tags' },
        card.tags.map((tag) =>
          h('li', { key: tag.href }, h('a', { href: tag.href, className: 'tag' }, tag.label)),
        ),
      ),
    ),
  );
}

function Page({ shelves }: { shelves: Card[][] }): ReactNode {
  const menu = Array.from({ length: 14 }, (_, i) => ({ href: `/ru/section-${i}`, label: words(i, 2) }));
  return h(
    'html',
    { lang: 'ru', dir: 'ltr' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, 'Еврейская культура'),
      h('link', { rel: 'stylesheet', href: '/assets/index-reference.css' }),
      h('link', { rel: 'modulepreload', href: '/assets/entry-reference.js' }),
    ),
    h(
      'body',
      null,
      h(
        'header',
        { className: 'header' },
        h(
          'nav',
          { 'aria-label': 'Меню' },
          h(
            'ul',
            null,
            menu.map((item) => h('li', { key: item.href }, h('a', { href: item.href }, item.label))),
          ),
        ),
      ),
      h(
        'main',
        null,
        shelves.map((shelf, i) =>
          h(
            'section',
            { key: i, className: 'shelf', 'aria-labelledby': `shelf-${i}` },
            h('h2', { id: `shelf-${i}` }, words(i, 3)),
            h('p', { className: 'lead' }, words(i + 5, 18)),
            h(
              'ul',
              { className: 'grid' },
              shelf.map((card) => h(CardItem, { key: card.href, card })),
            ),
          ),
        ),
      ),
      h(
        'footer',
        { className: 'footer' },
        h(
          'ul',
          null,
          menu.map((item) => h('li', { key: item.href }, h('a', { href: item.href }, item.label))),
        ),
      ),
      h('script', { type: 'module', src: '/assets/entry-reference.js' }),
    ),
  );
}

export const REFERENCE_MARKUP_BYTES = 65 * 1024;

/** The reference page's render: shelves of six cards, as many as make about 65 KB. */
export function referencePage(): () => Buffer {
  const render = (shelves: Card[][]) => Buffer.from(`<!DOCTYPE html>${renderToString(h(Page, { shelves }))}`);
  const all = cards(200);
  let count = 6;
  while (render(shelve(all.slice(0, count))).length < REFERENCE_MARKUP_BYTES && count < all.length)
    count += 1;
  const shelves = shelve(all.slice(0, count));
  return () => render(shelves);
}

function shelve(list: Card[]): Card[][] {
  const shelves: Card[][] = [];
  for (let i = 0; i < list.length; i += 6) shelves.push(list.slice(i, i + 6));
  return shelves;
}
