/**
 * The browse screens in the server HTML (docs/product.md#screens): the main page, both lists, the cards and
 * the static and team pages, in both languages, on the demo content.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({ env: BROWSE_SITE_ENV });
t.teardown(() => site.close());
const get = (url: string) => site.app.inject({ method: 'GET', url });
const origin = site.config.publicOrigin;

interface TagAnswer {
  main_tags: { id: number; slug: string; name: string }[];
  additional_tags: { id: number; slug: string; name: string }[];
}
const tags = (await get('/api/tags?lang=ru')).json() as TagAnswer;
const tagId = (slug: string) =>
  [...tags.main_tags, ...tags.additional_tags].find((tag) => tag.slug === slug)?.id;
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

t.test('the main page renders every block of docs/product.md#screens in order, in Russian', async (t) => {
  const response = await get('/ru');
  t.equal(response.statusCode, 200);
  const html = response.body;
  const order = [
    'id="main-title"',
    'id="main-topics"',
    'id="main-library"',
    'id="main-popular"',
    'id="main-courses"',
    'id="main-books"',
    'id="main-places"',
    'id="main-journeys"',
    'id="main-all-courses"',
    'id="main-all-content"',
    'id="main-signup"',
  ];
  const positions = order.map((marker) => html.indexOf(marker));
  t.notOk(positions.includes(-1), 'every block is present');
  t.same(
    [...positions].sort((a, b) => a - b),
    positions,
    'in the order the product gives',
  );
  for (const name of ['Литература', 'Идентичность', 'Живопись', 'Кино', 'Музыка', 'Традиция', 'История']) {
    t.match(html, `>${name}</span>`, `topic ${name}`);
  }
  t.equal(count(html, /data-testid="popular-item"/), 6, 'six popular materials');
  t.match(html, /href="\/ru\/materials\?filterBy=popular"/, 'a link to all materials, by popularity');
  t.match(html, /data-position="1"/, 'the preview panel starts in the first position');
  t.match(html, /data-testid="book-card"/);
  t.match(html, /data-testid="place-card"/);
  t.match(html, /href="\/ru\/map\/[a-z-]+"/, 'place cards link to their place page');
  t.match(html, /href="\/books\/articles\/[a-z-]+"/, 'library items link to their article');
  t.match(html, /href="\/ru\/virtual-gallery"/);
  t.match(html, /href="\/ru\/ashkenazi-table"/);
  t.match(html, /Зарегистрироваться/, 'the sign-up prompt for a guest');
  t.match(html, /"@type":"WebSite"/);
});

t.test(
  "both journeys show a picture of their own project: the gallery's exhibit, the table's dish",
  async (t) => {
    for (const url of ['/ru', '/en']) {
      const html = (await get(url)).body;
      const start = html.indexOf('id="main-journeys"');
      const section = html.slice(start, html.indexOf('</section>', start));
      const cards = section.split('<li').slice(1);
      t.equal(cards.length, 2, `${url}: two journeys`);
      const [gallery, table] = cards;
      t.match(gallery, /<img[^>]*src="\/storage\/gallery\/[a-z0-9-]+\.jpg"/, `${url}: the gallery's card`);
      t.match(table, /href="\/ru\/ashkenazi-table"/);
      const dish = table?.match(/<img[^>]*src="(\/storage\/ashkenazi-table\/[a-z0-9-]+\.jpg)"/)?.[1];
      t.ok(dish, `${url}: the Ashkenazi table's card has a picture of a dish`);
      if (dish) t.equal((await get(dish)).statusCode, 200, `${dish} is served`);
    }
  },
);

t.test('course cards count materials and minutes with Russian and English plurals', async (t) => {
  const ru = (await get('/ru/courses')).body;
  t.match(ru, /5 материалов/);
  t.match(ru, /42 минуты/);
  t.match(ru, /4 материала/);
  t.match(ru, /47 минут/);
  const en = (await get('/en/courses')).body;
  t.match(en, /5 materials/);
  t.match(en, /42 minutes/);
  t.match(en, /The World of the Shtetl/);
});

t.test('the English main page is in English, with the Russian-only projects marked', async (t) => {
  const html = (await get('/en')).body;
  t.match(html, /<html lang="en"/);
  t.match(html, /Stories, books and places of Jewish Eastern Europe/);
  for (const name of ['Literature', 'Identity', 'Painting', 'Cinema', 'Music', 'Tradition', 'History']) {
    t.match(html, `>${name}</span>`, `topic ${name}`);
  }
  t.match(html, /<a(?=[^>]*href="\/ru\/virtual-gallery")(?=[^>]*hrefLang="ru")[^>]*>/);
  t.match(html, /In Russian only/);
  t.match(html, /Sign up/);
});

t.test('the material list renders its first page of 11 cards with rel=next', async (t) => {
  const response = await get('/ru/materials');
  t.equal(response.statusCode, 200);
  const html = response.body;
  t.equal(count(html, /data-testid="material-card"/), 11);
  t.match(html, `<link rel="next" href="${origin}/ru/materials?page=1"/>`);
  t.notMatch(html, /rel="prev"/);
  t.match(html, /href="\/ru\/materials\/[a-z-]+"/, 'cards link to their material');
  t.match(html, /href="\/ru\/materials\?tags=\[\d+\]"/, 'tag chips link to the filtered list');
  t.match(html, /\d+ минут/);
});

t.test('?page=N renders that page with rel=prev and rel=next for crawlers', async (t) => {
  const middle = (await get('/ru/materials?page=1')).body;
  t.equal(count(middle, /data-testid="material-card"/), 11);
  t.match(middle, `<link rel="prev" href="${origin}/ru/materials"/>`);
  t.match(middle, `<link rel="next" href="${origin}/ru/materials?page=2"/>`);
  const last = await get('/ru/materials?page=2');
  t.equal(last.statusCode, 200);
  t.equal(count(last.body, /data-testid="material-card"/), 8, '30 materials: 11 + 11 + 8');
  t.match(last.body, `<link rel="prev" href="${origin}/ru/materials?page=1"/>`);
  t.notMatch(last.body, /rel="next"/);
});

t.test('a page past the end is a 404, not an error page', async (t) => {
  for (const url of [
    '/ru/materials?page=3',
    '/ru/materials?page=1001',
    '/en/courses?page=99999999',
    '/ru/courses?page=1',
  ]) {
    const response = await get(url);
    t.equal(response.statusCode, 404, url);
    t.match(response.body, /data-error-kind="notFound"/, url);
  }
});

t.test('bad list input redirects to the nearest valid state', async (t) => {
  const cinema = tagId('cinema');
  const cases: [string, string][] = [
    ['/ru/materials?page=-1', '/ru/materials'],
    ['/ru/materials?page=0x10', '/ru/materials'],
    ['/ru/materials?page=1&page=2', '/ru/materials?page=1'],
    ['/ru/materials?filterBy=rating&orderBy=7', '/ru/materials'],
    ['/en/courses?filterBy=date&orderBy=0', '/en/courses'],
    ["/ru/materials?tags=[1,2]' OR 1=1--", '/ru/materials'],
    [`/ru/materials?tags=[${cinema},999999]`, `/ru/materials?tags=[${cinema}]`],
    [`/ru/materials?tags=[999999,${cinema}]`, `/ru/materials?tags=[${cinema},999999]`],
    ['/ru/materials?utm_source=x&page=-5', '/ru/materials?utm_source=x'],
  ];
  for (const [url, location] of cases) {
    const response = await get(url);
    t.equal(response.statusCode, 302, url);
    t.equal(response.headers.location, location, url);
  }
});

t.test('sort, order and tags from the URL reach the list', async (t) => {
  const cinema = (await get(`/ru/materials?tags=[${tagId('cinema')}]`)).body;
  t.equal(count(cinema, /data-testid="material-card"/), 1, 'one material about cinema');
  t.match(cinema, /href="\/ru\/materials\/soviet-jewish-cinema"/);
  t.match(cinema, /<input(?=[^>]*name="tags")(?=[^>]*checked="")[^>]*>/, 'its tag is checked');

  const oldest = (await get('/ru/courses?orderBy=1')).body;
  const newest = (await get('/ru/courses')).body;
  const first = (html: string) => /href="\/ru\/courses\/([a-z-]+)"/.exec(html)?.[1];
  t.equal(first(newest), 'family-memory', 'newest first by default');
  t.equal(first(oldest), 'jewish-literature-introduction', 'oldest first when ascending');
  t.match(oldest, /<input(?=[^>]*name="orderBy")(?=[^>]*checked="")[^>]*>/);
  const popular = (await get('/ru/courses?filterBy=popular')).body;
  t.match(popular, /<input(?=[^>]*value="popular")(?=[^>]*checked="")[^>]*>/);
});

t.test('a filter that matches nothing shows the written empty state', async (t) => {
  const response = await get(`/ru/materials?tags=[${tagId('cinema')},${tagId('research')}]`);
  t.equal(response.statusCode, 200);
  t.match(response.body, /data-testid="list-empty"/);
  t.match(response.body, /Похоже, по вашему запросу материалов нет/);
});

t.test('the about page ends with the support section the donate entry points at', async (t) => {
  const ru = (await get('/ru/about-project')).body;
  t.match(ru, /<h1[^>]*>О.проекте<\/h1>/);
  t.match(ru, /id="support"/);
  t.match(ru, /Поддержать проект/);
  const en = (await get('/en/about-project')).body;
  t.match(en, /Support the project/);
  t.match(en, /"@type":"AboutPage"/);
});

t.test('politics and terms render their pages in both languages', async (t) => {
  for (const [url, title] of [
    ['/ru/politics', /<h1[^>]*>[^<]+<\/h1>/],
    ['/en/terms', /<h1[^>]*>[^<]+<\/h1>/],
  ] as const) {
    const response = await get(url);
    t.equal(response.statusCode, 200, url);
    t.match(response.body, title, url);
    t.notMatch(response.body, /id="support"/, `${url} has no support section`);
  }
});

t.test('the team page shows every member with role, description and audio where there is one', async (t) => {
  const ru = (await get('/ru/about-team')).body;
  t.match(ru, /Ольга Берман/);
  t.match(ru, /Руководитель проекта/);
  t.ok(count(ru, /data-testid="team-card"/) >= 5);
  t.match(ru, /<audio[^>]+src="\/storage\/team\/olga-berman\.mp3"/);
  const en = (await get('/en/about-team')).body;
  t.match(en, /Olga Berman/);
  t.match(en, /Project lead/);
});

t.test('images lay out at their final size before they load', async (t) => {
  const html = (await get('/ru/materials')).body;
  const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  t.ok(images.length >= 11);
  for (const img of images) {
    t.match(img, /width="\d+"/);
    t.match(img, /height="\d+"/);
  }
  t.match(
    html,
    /srcSet="\/storage\/materials\/[a-z-]+\/preview\.jpg 1x, \/storage\/materials\/[a-z-]+\/preview@2x\.jpg 2x"/,
  );
  t.match(html, /loading="lazy"/);
});
