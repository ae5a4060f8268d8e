/**
 * The books area and the site's special pages in the server HTML (docs/product.md#screens), on the demo
 * content: the library's language versions and their addresses, shelves and article pages, an article, a book
 * chapter with the section rule of its label, the virtual gallery and its exhibit addresses, the paragraph
 * anchors, and a 404 for every unknown slug.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({ env: BROWSE_SITE_ENV });
t.teardown(() => site.close());
const origin = site.config.publicOrigin;
const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });
const text = (html: string) => html.replace(/<[^>]+>/g, '');

t.test(
  '/books: the Russian version is the bare address, the English one ?lang=en, each canonical',
  async (t) => {
    const ru = await get('/books');
    t.equal(ru.statusCode, 200);
    t.match(ru.body, /<html lang="ru"/);
    t.equal(ru.headers['content-language'], 'ru');
    t.match(ru.body, `<link rel="canonical" href="${origin}/books"/>`);
    t.match(ru.body, `<link rel="alternate" hrefLang="ru" href="${origin}/books"/>`);
    t.match(ru.body, `<link rel="alternate" hrefLang="en" href="${origin}/books?lang=en"/>`);
    t.match(ru.body, `<link rel="alternate" hrefLang="x-default" href="${origin}/books"/>`);
    const en = await get('/books?lang=en', { cookie: 'locale=ru', 'accept-language': 'ru' });
    t.equal(en.statusCode, 200, 'the English address is English whatever the visitor prefers');
    t.match(en.body, /<html lang="en"/);
    t.equal(en.headers['content-language'], 'en');
    t.match(en.body, `<link rel="canonical" href="${origin}/books?lang=en"/>`);
    t.match(en.body, 'href="/books/chapter/noach-the-flood-and-the-tower?lang=en"', 'links stay in English');
    t.match(en.body, 'href="/books?lang=ru"', 'the switch names Russian, whatever the cookie');
    const explicit = await get('/books?lang=ru', { 'accept-language': 'en' });
    t.equal(explicit.statusCode, 200);
    t.match(explicit.body, `<link rel="canonical" href="${origin}/books"/>`);
  },
);

t.test('/books: the bare address sends a visitor who prefers English to ?lang=en', async (t) => {
  t.equal((await get('/books', { cookie: 'locale=en' })).headers.location, '/books?lang=en');
  t.equal(
    (await get('/books?page=1', { 'accept-language': 'en-US' })).headers.location,
    '/books?page=1&lang=en',
  );
  t.equal(
    (await get('/books/chapter/yiddish-greetings', { cookie: 'locale=en' })).headers.location,
    '/books/chapter/yiddish-greetings?lang=en',
  );
  t.equal(
    (await get('/books', { cookie: 'locale=ru', 'accept-language': 'en' })).statusCode,
    200,
    'the choice wins',
  );
  t.equal((await get('/books?lang=fr')).headers.location, '/books', 'a language that is not one is dropped');
});

t.test('/books: the books on shelves by section, Torah first, and the articles newest first', async (t) => {
  const html = (await get('/books')).body;
  const sections = [...html.matchAll(/data-section="([a-z]+)"/g)].map((m) => m[1]);
  t.same(sections, ['torah', 'language', 'history'], 'Tanakh sections first, then the others');
  t.match(html, 'id="bereshit-reading-companion"', 'a book is the anchor of the main page cards');
  const torah = html.slice(html.indexOf('data-section="torah"'), html.indexOf('data-section="language"'));
  t.notMatch(text(torah), /Глава \d/, 'Torah chapters carry no number');
  t.match(text(torah), /Ноах: потоп и\sбашня/u);
  const history = html.slice(html.indexOf('data-section="history"'));
  t.match(text(history), /Глава 2\s*Хасидизм и\sимперия/u);
  const articles = [...html.matchAll(/href="\/books\/articles\/([a-z0-9-]+)"/g)].map((m) => m[1]);
  t.same(articles.slice(0, 3), ['komissar-film-story', 'the-word-mestechko', 'levitan-and-jewish-motifs']);
  t.equal(new Set(articles).size, 10, 'the first page holds ten articles');
});

t.test('/books: articles are paged by real addresses; a page past the end is a 404', async (t) => {
  const first = await get('/books');
  t.notMatch(first.body, /rel="next"/, 'ten articles make one page');
  t.equal((await get('/books?page=1')).statusCode, 404, 'no second page of ten');
  t.equal((await get('/books?page=01')).headers.location, '/books?page=1');
  t.equal((await get('/books?page=0')).headers.location, '/books');
  t.equal((await get('/books?page=5000')).statusCode, 404);
});

t.test('an article is a reading page with its anchors, contents, related items and JSON-LD', async (t) => {
  const response = await get('/books/articles/hanukkah-customs');
  t.equal(response.statusCode, 200);
  const html = response.body;
  t.match(html, /<h1[^>]*>Ханука: восемь огней и\sих смысл<\/h1>/u);
  t.match(html, 'Софья Альтман');
  t.match(html, 'dateTime="2024-12-10"');
  t.match(html, /<h2 id="h-[0-9a-z]{7}">Что празднуют<\/h2>/, 'headings are anchored');
  t.match(html, /href="#h-[0-9a-z]{7}"/, 'the table of contents links to them');
  const paragraphs = html.match(/<p id="p-[0-9a-z]{7}(-\d+)?"/g) ?? [];
  t.ok(paragraphs.length > 5, `every paragraph is anchored (${paragraphs.length})`);
  t.equal(new Set(paragraphs).size, paragraphs.length, 'anchors are unique');
  t.match(html, '"@type":"Article"');
  t.match(html, /href="\/ru\/materials\/[a-z0-9-]+"/, 'related materials by tag');
  t.match(html, 'data-testid="comments"');
  const again = (await get('/books/articles/hanukkah-customs')).body;
  t.same(again.match(/id="p-[^"]+"/g), html.match(/id="p-[^"]+"/g), 'the anchors are stable');
  const en = (await get('/books/articles/hanukkah-customs?lang=en')).body;
  t.match(en, `<link rel="canonical" href="${origin}/books/articles/hanukkah-customs?lang=en"/>`);
});

t.test('a chapter: the label names its section and book, with ". Глава N" except in the Torah', async (t) => {
  const torah = await get('/books/chapter/noach-the-flood-and-the-tower');
  t.equal(torah.statusCode, 200);
  const torahLabel = /data-testid="chapter-label"[^>]*>([\s\S]*?)<\/p>/.exec(torah.body)?.[1] ?? '';
  t.equal(text(torahLabel), 'Тора, Спутник читателя: Берешит');
  t.match(torah.body, 'rel="prev" href="/books/chapter/bereshit-in-the-beginning"');
  t.match(torah.body, 'rel="next" href="/books/chapter/lech-lecha-the-journey"');
  t.match(torah.body, '"@type":"Chapter"');
  t.match(torah.body, /"isPartOf":\{"@type":"Book","name":"Спутник читателя: Берешит"/);
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(torah.body)?.[1] ?? '';
  t.match(jsonLd, '"@type":"Chapter"');
  t.notMatch(jsonLd, /"position"/, 'no number for a Torah chapter');
  const numbered = (await get('/books/chapter/ukraine-hasidism-and-empire')).body;
  t.match(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(numbered)?.[1] ?? '', '"position":2');
  const history = await get('/books/chapter/ukraine-hasidism-and-empire?lang=en');
  const label = /data-testid="chapter-label"[^>]*>([\s\S]*?)<\/p>/.exec(history.body)?.[1] ?? '';
  t.equal(text(label), 'History, The Jews of Ukraine: A Short History. Chapter 2');
  t.match(history.body, /data-testid="book-contents"/);
  t.match(history.body, /aria-current="page"[^>]*>/);
  t.match(history.body, /<p id="p-[0-9a-z]{7}/, 'paragraphs are anchored');
});

t.test('every unknown slug of the books area and the gallery is the localized 404', async (t) => {
  for (const url of [
    '/books/articles/no-such-article',
    '/books/articles/Not_A_Slug',
    '/books/chapter/no-such-chapter',
    '/books/chapter/no-such-chapter?lang=en',
    '/books/unknown',
    '/ru/virtual-gallery/no-such-exhibit',
  ]) {
    const response = await get(url);
    t.equal(response.statusCode, 404, url);
    t.match(response.body, url.includes('lang=en') ? /Error 404/ : /Ошибка 404/, `${url} says so`);
  }
});

t.test(
  'the gallery: every exhibit a link to its own address, which opens it with its own image',
  async (t) => {
    const gallery = await get('/ru/virtual-gallery');
    t.equal(gallery.statusCode, 200);
    const links = [...gallery.body.matchAll(/href="\/ru\/virtual-gallery\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    t.equal(links.length, 12);
    const exhibit = await get('/ru/virtual-gallery/kiddush-cup');
    t.equal(exhibit.statusCode, 200);
    t.match(
      exhibit.body,
      `<meta property="og:image" content="${origin}/storage/share/previews/gallery/kiddush-cup.jpg"/>`,
      'shared with its own picture’s preview',
    );
    t.match(exhibit.body, /<title>Бокал для кидуша/);
    t.match(
      exhibit.body,
      /data-testid="opened-exhibit"[\s\S]*full_kiddush-cup\.jpg/,
      'shown without scripts',
    );
    t.match(exhibit.body, '"@type":"VisualArtwork"');
    t.equal(
      (await get('/en/virtual-gallery/kiddush-cup')).headers.location,
      '/ru/virtual-gallery/kiddush-cup',
    );
  },
);

t.test('the main page shelf shows the opening chapters as chapter items', async (t) => {
  const html = (await get('/en')).body;
  t.match(html, /data-testid="chapter-item"/);
  t.match(html, /href="\/books\/chapter\/[a-z0-9-]+\?lang=en"/, 'in the page language');
  t.match(html, /href="\/books\/articles\/[a-z0-9-]+\?lang=en"/);
});

t.test('a material page anchors its paragraphs too', async (t) => {
  const html = (await get('/ru/materials/shtetl-everyday-life')).body;
  t.match(html, /<p id="p-[0-9a-z]{7}/);
});

t.test(
  'the Ashkenazi table: dishes by festival, filtered by an address, an unknown festival a 404',
  async (t) => {
    const all = await get('/ru/ashkenazi-table');
    t.equal(all.statusCode, 200);
    const festivals = [...all.body.matchAll(/data-festival="([a-z-]+)"/g)].map((m) => m[1]);
    t.same(festivals.slice(0, 3), ['shabbat', 'rosh-hashana', 'yom-kippur'], 'in the order of the year');
    t.equal((all.body.match(/data-testid="dish"/g) ?? []).length, 12);
    t.match(all.body, /<th scope="row"[^>]*>Хала<\/th>/);
    t.match(all.body, 'href="/ru/materials/shabbat-table"', 'the materials that mention a dish');
    t.match(all.body, '/storage/ashkenazi-table/challah.jpg');
    const shabbat = await get('/ru/ashkenazi-table?festival=shabbat');
    t.same(
      [...shabbat.body.matchAll(/data-festival="([a-z-]+)"/g)].map((m) => m[1]),
      ['shabbat'],
      'the filter leaves one festival',
    );
    t.match(shabbat.body, /aria-current="page"[^>]*>Шабат</);
    t.match(shabbat.body, `<link rel="canonical" href="${origin}/ru/ashkenazi-table?festival=shabbat"/>`);
    t.equal((await get('/ru/ashkenazi-table?festival=no-such-day')).statusCode, 404);
    t.equal((await get('/en/ashkenazi-table')).headers.location, '/ru/ashkenazi-table');
  },
);
