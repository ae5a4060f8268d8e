/** The offline page the worker writes (docs/offline.md#the-offline-page). */
import t from 'tap';
import type { KeptText } from '../../../../client/features/offline/keep-rules.ts';
import { offlinePageHtml } from '../../../../client/features/offline/offline-page.ts';
import en from '../../../../shared/i18n/offline-page/en.json' with { type: 'json' };
import ru from '../../../../shared/i18n/offline-page/ru.json' with { type: 'json' };

const kept = (
  url: string,
  title: string,
  lang: 'ru' | 'en',
  pinned: boolean,
  openedAt: number,
): KeptText => ({
  url,
  title,
  lang,
  pinned,
  openedAt,
  bytes: 1,
  documents: [url],
  images: [],
  assets: [],
});

t.test('both languages have the same words, none empty', async (t) => {
  t.same(Object.keys(ru).toSorted(), Object.keys(en).toSorted());
  for (const words of [ru, en]) for (const value of Object.values(words)) t.ok(value.trim().length > 0);
});

t.test("the page is in the reader's language and lists what is kept, pinned first", async (t) => {
  const html = offlinePageHtml({
    locale: 'en',
    address: '/en/courses',
    words: en,
    texts: [
      kept('/en/materials/a', 'Older', 'en', false, 1),
      kept('/books/chapter/b', 'Берешит <начало>', 'ru', false, 5),
      kept('/en/materials/c', 'Pinned', 'en', true, 0),
    ],
    fonts: { serif: '/assets/da-serif-700-X.woff2' },
  });
  t.match(html, /^<!doctype html><html lang="en"/);
  t.match(html, '<h1>You are offline</h1>');
  t.match(html, '<a class="retry" href="/en/courses">Try again</a>');
  const links = [...html.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]);
  t.same(links, ['/en/materials/c', '/books/chapter/b', '/en/materials/a'], 'pinned, then the latest');
  t.match(
    html,
    '<a href="/books/chapter/b" lang="ru">Берешит &lt;начало&gt;</a>',
    'escaped, its language marked',
  );
  t.match(html, '(kept by you)');
  t.match(html, 'url(/assets/da-serif-700-X.woff2)', 'the precached face');
});

t.test('with nothing kept it says how texts get kept; after a post it says nothing was sent', async (t) => {
  const empty = offlinePageHtml({ locale: 'ru', address: '/ru', words: ru, texts: [] });
  t.match(empty, ru.none);
  t.notMatch(empty, '<ul');
  const posted = offlinePageHtml({
    locale: 'ru',
    address: '/ru/materials/x',
    words: ru,
    texts: [],
    notSent: true,
  });
  t.match(posted, ru.notSent);
});
