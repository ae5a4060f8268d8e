/**
 * A render function with the real one's contract, for the cache tests: its "pages" load through the
 * data source exactly as loaders do and print what they got, plus what they were told about the
 * request (signed in, cookie), so a test can see what reached a cached page. An inline script appears
 * only when a nonce is given, as React's streaming scripts would.
 */
import { Readable } from 'node:stream';
import type { RenderFunction } from '../../../server/render/ssr-module.ts';
import { detectLocale } from '../../../shared/i18n/locale-detect.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function failureStatus(error: unknown): number {
  return (error as { status?: number }).status === 404 ? 404 : 503;
}

export const fakeRender: RenderFunction = async (input) => {
  const url = new URL(input.request.url);
  const headers = input.request.headers;
  const locale = detectLocale(
    url.pathname,
    input.requestInfo.chosenLocale,
    headers.get('accept-language'),
    url.search,
  );
  if (url.pathname === '/ru/old-address') return { kind: 'redirect', status: 301, location: '/ru' };
  if (input.headOnly) return { kind: 'page', status: 200, locale, body: null };
  const load = input.dataSource.load as (id: string, input: unknown) => Promise<Record<string, unknown>>;
  let status = 200;
  let main = '';
  try {
    const item = /^\/(?:ru|en)\/materials\/([^/]+)$/.exec(url.pathname);
    if (item) {
      const material = await load('materials.item', { params: { slug: item[1] }, query: { lang: locale } });
      main = `<h1>${escapeHtml(String(material.title))}</h1><p>likes ${String(material.like_count)}</p>`;
    } else if (/^\/(?:ru|en)\/materials$/.test(url.pathname)) {
      const page = url.searchParams.get('page') ?? '0';
      const list = await load('materials.list', { query: { lang: locale, page } });
      const cards = list.materials as Array<{ title: string }>;
      main = cards.map((card) => `<h2>${escapeHtml(card.title)}</h2>`).join('');
    } else if (/^\/(?:ru|en)$/.test(url.pathname)) {
      const tags = await load('tags.list', { query: { lang: locale } });
      main = (tags.main_tags as Array<{ name: string }>)
        .map((tag) => `<h2>${escapeHtml(tag.name)}</h2>`)
        .join('');
    } else if (/^\/(?:ru|en)\/search$/.test(url.pathname)) {
      main = `<h1>search ${escapeHtml(url.searchParams.get('search') ?? '')}</h1>`;
    } else if (url.pathname === '/books') {
      main = `<h1>books ${locale}</h1>`;
    } else if (url.pathname.startsWith('/books/articles/')) {
      main = `<h1>books-article ${locale}</h1>`;
    } else if (/^\/(?:ru|en)\/(profile\/data|about-project|terms)$/.test(url.pathname)) {
      main = '<h1>static</h1>';
    } else {
      status = 404;
      main = '<h1>Ошибка 404</h1>';
    }
  } catch (error) {
    status = failureStatus(error);
    main = status === 404 ? '<h1>Ошибка 404</h1>' : '<h1>Временно недоступно</h1>';
  }
  const inline = input.nonce
    ? `<script nonce="${input.nonce}">window.ready=1</script>`
    : url.pathname === '/ru/terms'
      ? '<script>window.leaky=1</script>'
      : '';
  const html =
    `<!DOCTYPE html><html lang="${locale}"><head>${inline}</head><body><main>${main}</main>` +
    `<p>signed-in ${String(input.requestInfo.signedIn)}; cookie ${escapeHtml(input.request.headers.get('cookie') ?? '-')}` +
    `; query ${escapeHtml(url.search)}</p><script type="module" src="/assets/entry.js" async></script></body></html>`;
  return { kind: 'page', status, locale, body: Readable.from([Buffer.from(html)]) };
};
