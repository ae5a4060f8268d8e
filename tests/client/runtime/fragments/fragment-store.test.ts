import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import t from 'tap';
import { Cached, type CachedProps } from '../../../../client/runtime/fragments/Cached.ts';
import { FragmentRender } from '../../../../client/runtime/fragments/fragment-store.ts';
import { SsrContext } from '../../../../client/runtime/ssr-context.ts';
import { BlockStore } from '../../../../server/cache/block-store.ts';
import { deepFreeze } from '../../../../shared/data/frozen.ts';
import { createI18n } from '../../../../shared/i18n/instance.ts';
import { recordLookups, type UsedEntry } from '../../../../shared/i18n/memo-translations.ts';

const ASSETS = { boot: '', entry: '', stylesheets: [], modulePreloads: [] };

/** A block as JSX writes `<Cached {...props}>{() => content}</Cached>`. */
function block(props: Omit<CachedProps, 'children'>, content: () => ReactNode) {
  // biome-ignore lint/correctness/noChildrenProp: Cached's children is a render function, typed as a prop
  return h(Cached, { ...props, children: content });
}

/** A page rendered the way entry-server renders one: with the store's bookkeeping, then assembled. */
function renderWith(store: BlockStore | null, page: () => ReactNode): string {
  const fragments = store ? new FragmentRender(store) : undefined;
  const html = renderToString(
    h(SsrContext, { value: { assets: ASSETS, payloadJson: '', fragments } }, page()),
  );
  return fragments ? fragments.assemble(html).toString('utf8') : html;
}

const shelf = deepFreeze([
  { id: 1, title: 'Клезмер & <скрипка>' },
  { id: 2, title: 'Shtetl 👨‍👩‍👧 life' },
]);

function Shelf({ items, calls }: { items: readonly { id: number; title: string }[]; calls: { n: number } }) {
  return block(
    { as: 'section', name: 'shelf', deps: [items], className: 'shelf', 'aria-label': 'Полка' },
    () => {
      calls.n++;
      return h(
        'ul',
        null,
        items.map((item) => h('li', { key: item.id }, item.title, ' ', h('b', null, String(item.id)))),
      );
    },
  );
}

t.test('a stored block is reused and the page is byte for byte what a plain render gives', async (t) => {
  const store = new BlockStore(16 * 1024 * 1024);
  const calls = { n: 0 };
  const page = () => h('main', null, h('h1', null, 'Заголовок'), h(Shelf, { items: shelf, calls }), 'конец');
  const plain = renderWith(null, page);
  t.equal(calls.n, 1);
  const first = renderWith(store, page);
  const second = renderWith(store, page);
  t.equal(first, plain, 'the render that stores the block');
  t.equal(second, plain, 'the render that reuses it');
  t.equal(calls.n, 2, 'the reusing render did not render the block');
  t.notMatch(second, /fragment-/, 'no marker or placeholder is left');
  t.equal(store.size, 1);
});

t.test('other deps are another block; an object that is not frozen is never stored', async (t) => {
  const store = new BlockStore(16 * 1024 * 1024);
  const calls = { n: 0 };
  const other = deepFreeze([{ id: 3, title: 'Другая' }]);
  renderWith(store, () => h(Shelf, { items: shelf, calls }));
  t.equal(
    renderWith(store, () => h(Shelf, { items: other, calls })),
    renderWith(null, () => h(Shelf, { items: other, calls })),
  );
  t.equal(store.size, 2);

  const mutable = [{ id: 4, title: 'Меняется' }];
  const before = calls.n;
  const a = renderWith(store, () => h(Shelf, { items: mutable, calls }));
  mutable[0] = { id: 4, title: 'Изменилось' };
  const b = renderWith(store, () => h(Shelf, { items: mutable, calls }));
  t.match(a, 'Меняется');
  t.match(b, 'Изменилось', 'the changed object is rendered anew');
  t.equal(calls.n, before + 2);
  t.equal(store.size, 2, 'nothing stored for it');
});

t.test('null deps render the block without storing it', async (t) => {
  const store = new BlockStore(16 * 1024 * 1024);
  let n = 0;
  const page = () =>
    block({ as: 'div', name: 'open', deps: null }, () => {
      n++;
      return 'текст';
    });
  t.equal(renderWith(store, page), '<div>текст</div>');
  t.equal(renderWith(store, page), '<div>текст</div>');
  t.equal(n, 2);
  t.equal(store.size, 0);
});

t.test('blocks nest, and a block without its own element is just its children', async (t) => {
  const store = new BlockStore(16 * 1024 * 1024);
  const calls = { n: 0 };
  let outer = 0;
  const page = (locale: string) =>
    h(
      'article',
      null,
      h('h1', null, 'Статья'),
      block({ name: 'hero', deps: [locale, shelf] }, () => {
        outer++;
        return [
          h('p', { key: 'a' }, `язык ${locale}`),
          h(Shelf, { key: 'b', items: shelf, calls }),
          h('p', { key: 'c' }, 'после'),
        ];
      }),
      h('footer', null, 'подвал'),
    );
  const plainRu = renderWith(null, () => page('ru'));
  t.equal(
    renderWith(store, () => page('ru')),
    plainRu,
  );
  t.equal(store.size, 2, 'the outer block and the inner one are both kept');
  t.equal(
    renderWith(store, () => page('ru')),
    plainRu,
  );
  t.equal(outer, 2, 'the outer block was reused whole');
  // Another locale: the outer block is new, the inner shelf (same deps) is reused inside it.
  const callsBefore = calls.n;
  t.equal(
    renderWith(store, () => page('en')),
    renderWith(null, () => page('en')),
  );
  t.equal(calls.n, callsBefore + 1, 'only the plain render drew the shelf');
  t.equal(
    renderWith(store, () => page('en')),
    renderWith(null, () => page('en')),
  );
});

t.test('the store is bounded in bytes: the least recently used blocks go', async (t) => {
  const store = new BlockStore(4096);
  const calls = { n: 0 };
  for (let i = 0; i < 50; i++) {
    const items = deepFreeze([{ id: i, title: 'х'.repeat(200) }]);
    renderWith(store, () => h(Shelf, { items, calls }));
  }
  t.ok(store.size > 0 && store.size < 50, `${store.size} blocks kept`);
});

t.test('the markers React writes are the ones the store looks for', async (t) => {
  const store = new BlockStore(16 * 1024 * 1024);
  const fragments = new FragmentRender(store);
  const place = fragments.place('probe', ['x']);
  if (place.kind !== 'record') throw new Error('a new block is recorded');
  const html = renderToString(h('template', { 'data-fragment': place.start }));
  t.equal(html, `<template data-fragment="${place.start}"></template>`);
});

t.test('a text dep that contains the key separators does not pass for several deps', async (t) => {
  const store = new BlockStore(16 * 1024 * 1024);
  const page = (deps: string[]) => () => block({ as: 'p', name: 'texts', deps }, () => deps.join(' + '));
  renderWith(store, page(['x', 'y']));
  for (const tricky of [['x|string:y'], ['x|string1:y'], ['x|string1', 'y'], ['x', 'y', '']]) {
    t.equal(renderWith(store, page(tricky)), `<p>${tricky.join(' + ')}</p>`, JSON.stringify(tricky));
  }
});

/** The distinct catalogue entries a render noted, as `ns:key` ids. */
function entryIds(entries: readonly UsedEntry[]): string[] {
  return [...new Set(entries.map((entry) => `${entry.lng}/${entry.ns}:${entry.key}`))].sort();
}

function Label({ id }: { id: string }) {
  const { t } = useTranslation();
  return h('span', { id }, t(id === 'inner' ? 'a11y.loading' : 'menu.main'));
}
function Counted({ count }: { count: number }) {
  const { t } = useTranslation();
  return h('b', null, t('plural.comments', { count }));
}

t.test("a reused block's catalogue entries are the page's as if it had been rendered", async (t) => {
  const store = new BlockStore(16 * 1024 * 1024);
  const i18n = createI18n('ru');
  const calls = { n: 0 };
  const page = () =>
    h(
      'main',
      null,
      h(Counted, { count: 3 }),
      block({ as: 'div', name: 'labels', deps: ['ru'] }, () => {
        calls.n++;
        // A text the children function looks up itself, before the block's tree renders.
        const heading = i18n.getFixedT(null, 'common')('menu.materials');
        return [
          h('i', { key: 'h' }, heading),
          h(Label, { key: 'a', id: 'inner' }),
          h(
            'div',
            { key: 'b' },
            block({ as: 'p', name: 'count', deps: [5] }, () => h(Counted, { count: 5 })),
          ),
        ];
      }),
      h(Label, { id: 'outer' }),
    );
  const render = () => {
    const fragments = new FragmentRender(store);
    let html = '';
    recordLookups(fragments.lookups);
    try {
      html = renderToString(
        h(
          I18nextProvider,
          { i18n },
          h(SsrContext, { value: { assets: ASSETS, payloadJson: '', fragments } }, page()),
        ),
      );
    } finally {
      recordLookups(null);
    }
    fragments.assemble(html);
    return fragments;
  };
  const first = render();
  const second = render();
  t.equal(calls.n, 1, 'the second render reused the block');
  t.ok(second.entriesKnown, 'every reused block came with its entries');
  t.same(entryIds(second.lookups), entryIds(first.lookups), 'the same entries as the render that drew it');
  t.same(
    entryIds(second.lookups),
    [
      'ru/common:a11y.loading',
      'ru/common:menu.main',
      'ru/common:menu.materials',
      'ru/common:plural.comments_few',
      'ru/common:plural.comments_many',
    ],
    "the block's own, the nested block's and the page's, with the plural form each count used",
  );
});
