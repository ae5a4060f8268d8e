/**
 * Honest English pages (docs/product.md#content-model): on `/en` a Russian-only item is marked wherever it
 * appears and its text carries `lang="ru"`, and the main page's shelves show translated items first.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { unmarkedRussian } from '../../helpers/unmarked-russian.ts';
import { card } from '../helpers/fixtures.ts';
import { BROWSE_SITE_ENV, startStubApi } from './browse-stub.ts';

/** The part of a page between an element's opening tag (found by `start`) and the next `</section>`. */
function section(html: string, start: RegExp): string {
  const at = html.search(start);
  if (at === -1) return '';
  return html.slice(at, html.indexOf('</section>', at));
}

t.test('the demo content', async (t) => {
  const site = await startSite({ env: BROWSE_SITE_ENV });
  t.teardown(() => site.close());
  const get = async (url: string) => (await site.app.inject({ method: 'GET', url })).body;

  t.test('English shelves show translated items first; Russian ones are in date order', async (t) => {
    const heroLinks = (html: string) =>
      [
        ...section(html, /aria-labelledby="main-title"/).matchAll(
          /href="\/(?:ru|en)\/materials\/([a-z0-9-]+)"/g,
        ),
      ].map((m) => m[1]);
    t.same(heroLinks(await get('/ru')), ['wooden-synagogues', 'names-and-surnames', 'yiddish-proverbs']);
    t.same(
      heroLinks(await get('/en')),
      ['names-and-surnames', 'family-photo-archive', 'emigration-waves'],
      'the two newest Russian-only materials give way',
    );
  });

  t.test('an article written only in Russian is marked and read out in Russian', async (t) => {
    for (const url of ['/en', '/books?lang=en']) {
      const html = await get(url);
      const link = html.indexOf('href="/books/articles/the-word-mestechko');
      const item = html.slice(html.lastIndexOf('data-testid="article-item"', link), link);
      t.match(
        item,
        /<div class="[^"]+" lang="ru"><span class="[^"]+" lang="en" data-testid="fallback-marker">/,
        url,
      );
    }
    t.notMatch(await get('/books'), /data-testid="fallback-marker"/, 'nothing is a fallback in Russian');
  });

  t.test(
    "a Russian-only material's contents are Russian, the translated course it sits in is not",
    async (t) => {
      const html = await get('/en/materials/wooden-synagogues');
      const start = html.indexOf('data-testid="chapter-nav"');
      const nav = html.slice(start, html.indexOf('</nav>', start));
      t.match(nav, /<ol class="[^"]+" lang="ru">/, 'the chapter titles');
      t.match(nav, 'Дерево', 'the first chapter');
      t.match(
        html,
        /<a href="\/en\/courses\/avant-garde-and-tradition">Avant-garde and Tradition<\/a>/,
        'the course keeps its English title unmarked',
      );
    },
  );

  t.test('the course menu marks its Russian-only material, which every list item does', async (t) => {
    const html = await get('/en/courses/avant-garde-and-tradition?material=0');
    const start = html.indexOf('data-testid="course-nav"');
    const nav = html.slice(start, html.indexOf('</aside>', start));
    const items = nav.split('data-testid="course-nav-item"').slice(1);
    t.equal(items.length, 4, 'the four materials');
    t.same(
      items.map((item) => item.includes('data-testid="fallback-marker"')),
      [false, false, false, true],
      'item 4, Russian only, says so; the translated ones do not',
    );
  });

  t.test("a favourite button's label marks the whole Russian title and only it", async (t) => {
    for (const url of [
      '/en/materials/wooden-synagogues',
      '/en/courses/avant-garde-and-tradition?material=3',
    ]) {
      const html = await get(url);
      // The favourite button, by its title (the follow buttons beside the tags are pressable too).
      const at = html.indexOf('title="Add to favourites"');
      const button = html.slice(html.lastIndexOf('<button', at), html.indexOf('</button>', at));
      t.notMatch(button, /aria-label=/, `${url}: the name is the button's text`);
      const label =
        /<span class="visually-hidden" lang="en">([^<]*)<span(?: lang="(\w+)")?>([^<]*)<\/span><\/span>/.exec(
          button,
        );
      t.ok(label, `${url}: the action in English, then the title`);
      t.equal(label?.[1], 'Add to favourites: ', `${url}: the English words unmarked`);
      const russian = url.includes('materials/');
      t.equal(label?.[2], russian ? 'ru' : undefined, `${url}: the title's own language`);
    }
  });

  t.test('a page that exists only in Russian says so instead of offering English', async (t) => {
    for (const url of ['/ru/virtual-gallery', '/ru/virtual-gallery/printed-ketubah', '/ru/ashkenazi-table']) {
      const html = await get(url);
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      t.notMatch(header, /hreflang="en"/i, `${url}: no switch that comes straight back`);
      const notes = [
        ...header.matchAll(
          /<(?:span|p) class="[^"]+" (?:lang="en" )?[^>]*data-testid="language-only-here"[^>]*>/g,
        ),
      ];
      t.equal(notes.length, 2, `${url}: in the header and in the menu drawer`);
      for (const [note] of notes) t.match(note, /lang="en"/, `${url}: said in English`);
      t.match(header, 'This page exists only in Russian', url);
    }
    const translated = await get('/ru/materials');
    t.match(
      translated,
      /<a class="[^"]+" href="\/en\/materials" hrefLang="en"/i,
      'a translated page keeps its switch',
    );
    t.notMatch(translated, /data-testid="language-only-here"/);
  });

  t.test('a Russian-only article found on the English search is marked once', async (t) => {
    const html = await get('/en/search?search=%D1%81%D0%B8%D0%BD%D0%B0%D0%B3%D0%BE%D0%B3%D0%B0');
    // The Russian-only one among the articles found (the query's English spelling finds translated ones too).
    const at = html.indexOf('/books/articles/the-word-mestechko');
    t.not(at, -1, 'the article is found');
    const item = html.slice(html.lastIndexOf('<li', at), html.indexOf('</li>', at));
    t.equal(item.split('data-testid="fallback-marker"').length - 1, 1);
  });

  t.test('in a translated course, its Russian-only material is marked wherever it shows', async (t) => {
    for (const active of [2, 3]) {
      // 2: in the course's menu and as the next material; 3: open, with its chapters.
      const html = await get(`/en/courses/avant-garde-and-tradition?material=${active}`);
      t.same(unmarkedRussian(html), [], `material ${active}: nothing Russian unmarked`);
      t.match(html, /lang="ru">Расписные деревянные синагоги/, `material ${active}: its title marked`);
    }
    t.match(
      await get('/en/courses/avant-garde-and-tradition?material=3'),
      /<h2 id="course-material-title" class="[^"]+" lang="ru">/,
      'the open material',
    );
  });
});

t.test(
  'a main page whose newest and popular materials are all Russian-only marks each of them',
  async (t) => {
    const stub = await startStubApi();
    const site = await startSite({ upstreamUrl: stub.url, env: BROWSE_SITE_ENV });
    t.teardown(async () => {
      await site.close();
      await stub.close();
    });
    const russian = [1, 2, 3, 4].map((id) => ({ ...card(id, `m-${id}`, `Материал ${id}`), fallback: true }));
    stub.answers.set('/api/materials', { status: 200, body: { materials: russian, has_more: false } });
    const html = (await site.app.inject({ method: 'GET', url: '/en' })).body;

    const hero = section(html, /aria-labelledby="main-title"/);
    t.equal([...hero.matchAll(/data-testid="fallback-marker"/g)].length, 3, 'each cover of the hero');
    t.equal(
      [...hero.matchAll(/<span class="[^"]+" lang="ru">Материал \d<\/span>/g)].length,
      3,
      'titles in Russian',
    );
    const popular = html.slice(html.indexOf('data-testid="popular-item"'));
    t.ok(
      [
        ...popular.matchAll(
          /<div class="[^"]+" lang="ru"><span class="[^"]+" lang="en" data-testid="fallback-marker">/g,
        ),
      ].length >= 4,
      'each item of the popular shelf',
    );
  },
);
