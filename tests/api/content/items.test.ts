import t from 'tap';
import type { z } from 'zod';
import {
  Article,
  Book,
  BookChapter,
  Course,
  Material,
  Place,
  StaticPage,
} from '../../../shared/schemas/content.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

type Json = Record<string, unknown>;

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app } = await buildTestApi(t, backend);
    /** GETs an item, checks it is 200 and has exactly the fields of its contract schema. */
    const item = async (url: string, schema: z.ZodObject) => {
      const response = await app.inject(url);
      t.equal(response.statusCode, 200, url);
      const body = json<Json>(response);
      t.same(Object.keys(body).sort(), Object.keys(schema.shape).sort(), `${url} fields`);
      t.ok(schema.safeParse(body).success, `${url} matches its schema`);
      return body;
    };

    t.test('a material comes with chapters, hashtags, its courses and related items', async (t) => {
      const material = await item('/api/materials/literature-memory', Material);
      t.match(material, {
        slug: 'literature-memory',
        title: 'Литература и память',
        author: 'Анна Гринберг',
        publication_date: '2025-03-01',
        time: 7,
        banner: 'materials/literature-memory/banner.jpg',
        hashtags: [{ name: 'План урока' }, { name: 'Советское время' }],
        content_locale: 'ru',
        fallback: false,
      });
      const chapters = material.chapters as { id: number; title: string; content: string }[];
      t.same(
        chapters.map((c) => c.title),
        ['Начало', 'Зимний вечер'],
      );
      t.match(chapters[1]?.content, '<img src="/storage/materials/literature-memory/figure-1.jpg"');
      t.same(material.courses, [
        {
          slug: 'reading-course',
          title: 'Курс чтения',
          fallback: false,
          next_material: { slug: 'winter-tree', title: 'Елка в городе', fallback: false },
        },
      ]);
      const others = material.other_materials as { slug: string }[];
      t.ok(others.length <= 6);
      t.equal(others[0]?.slug, 'odesa-humour', 'the most shared tags first');
      t.notOk(others.some((o) => o.slug === 'literature-memory' || o.slug === 'hidden-draft'));
      t.same(
        (material.other_courses as { slug: string }[]).map((c) => c.slug),
        ['music-course'],
        'courses it is not part of',
      );
    });

    t.test('the next material skips drafts and is null at the end of a course', async (t) => {
      const last = await item('/api/materials/yiddish-proverbs', Material);
      t.same(last.courses, [
        { slug: 'reading-course', title: 'Курс чтения', fallback: false, next_material: null },
      ]);
    });

    t.test(
      "a course's materials, a material's courses and its next ones each say whether they fell back",
      async (t) => {
        const untranslated = await item('/api/materials/yiddish-proverbs?lang=en', Material);
        t.same(
          untranslated.courses,
          [{ slug: 'reading-course', title: 'A reading course', fallback: false, next_material: null }],
          'a Russian-only material in a translated course',
        );
        const course = await item('/api/courses/reading-course?lang=en', Course);
        t.same(
          (course.materials as { slug: string; fallback: boolean }[]).map((m) => [m.slug, m.fallback]),
          [
            ['literature-memory', false],
            ['winter-tree', false],
            ['yiddish-proverbs', true],
          ],
          "a translated course's materials, one of them Russian-only",
        );
        const translated = await item('/api/materials/winter-tree?lang=en', Material);
        t.same(
          (translated.courses as { next_material: unknown }[])[0]?.next_material,
          { slug: 'yiddish-proverbs', title: 'Пословицы на идише', fallback: true },
          'followed by a Russian-only one',
        );
      },
    );

    t.test('a missing translation falls back to ru and says so', async (t) => {
      t.match(await item('/api/materials/yiddish-proverbs?lang=en', Material), {
        title: 'Пословицы на идише',
        content_locale: 'ru',
        fallback: true,
        tags: [
          { slug: 'literature', name: 'Literature' },
          { slug: 'research', name: 'Research' },
        ],
      });
      t.match(await item('/api/materials/klezmer-notes?lang=en', Material), {
        title: 'Klezmer notes',
        author: 'Lev Kaplan',
        content_locale: 'en',
        fallback: false,
        chapters: [{ title: 'The fiddler' }, { title: 'The clarinet' }, { title: 'Morning' }],
      });
    });

    t.test('an item names the locales it is written in and when it last changed', async (t) => {
      const untranslated = await item('/api/materials/yiddish-proverbs?lang=en', Material);
      t.same(untranslated.translations, ['ru'], 'hreflang pairs only real translations');
      t.match(untranslated.updated_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      t.same((await item('/api/materials/klezmer-notes', Material)).translations, ['ru', 'en']);
    });

    t.test('a course lists its published materials in order with their chapters', async (t) => {
      const course = await item('/api/courses/reading-course', Course);
      const materials = course.materials as { slug: string; time: number; chapters: unknown[] }[];
      t.same(
        materials.map((m) => m.slug),
        ['literature-memory', 'winter-tree', 'yiddish-proverbs'],
      );
      t.equal(materials[0]?.chapters.length, 2);
      t.match(course, {
        materials_count: 3,
        materials_sum_time: 14,
        author: 'Анна Гринберг',
        small_description: '<p>Короткий курс о <em>чтении</em>.</p>',
        image_banner: 'courses/reading-course/banner.jpg',
      });
      t.match(await item('/api/courses/music-course?lang=en', Course), {
        title: 'Музыка местечка',
        fallback: true,
        materials: [{ title: 'Klezmer notes' }, { title: 'Odesa humour' }],
      });
    });

    t.test('books: the list, a book with its contents, a chapter with its neighbours', async (t) => {
      const response = await app.inject('/api/books?lang=en');
      const books = json<{ books: Json[] }>(response).books;
      t.same(
        books.map((b) => [b.slug, b.section, b.section_name, b.chapters_count]),
        [
          ['shtetl-history', 'history', 'История', 3],
          ['torah-stories', 'torah', 'Torah', 2],
        ],
      );
      const book = await item('/api/books/shtetl-history', Book);
      t.same(
        (book.chapters as Json[]).map((c) => [c.slug, c.position]),
        [
          ['shtetl-market', 1],
          ['shtetl-bathhouse', 2],
          ['shtetl-study-house', 3],
        ],
      );
      t.match(await item('/api/books/chapter/shtetl-bathhouse', BookChapter), {
        title: 'Баня',
        position: 2,
        image: null,
        book: {
          slug: 'shtetl-history',
          title: 'История местечка',
          section: 'history',
          section_name: 'История',
        },
        prev: { slug: 'shtetl-market', title: 'Рыночный день' },
        next: { slug: 'shtetl-study-house', title: 'Бейт-мидраш' },
      });
      t.match(await item('/api/books/chapter/torah-stories-flood?lang=en', BookChapter), {
        title: 'Потоп',
        fallback: true,
        book: { title: 'Torah stories', section: 'torah', section_name: 'Torah' },
        prev: { slug: 'torah-stories-creation', title: 'Creation' },
        next: null,
      });
    });

    t.test('articles page newest first; an article has its content', async (t) => {
      const first = json<{ articles: Json[]; has_more: boolean }>(
        await app.inject('/api/articles?per_page=1'),
      );
      t.same(
        first.articles.map((a) => a.slug),
        ['letters-home'],
      );
      t.equal(first.has_more, true);
      const second = json<{ articles: Json[]; has_more: boolean }>(
        await app.inject('/api/articles?per_page=1&page=1'),
      );
      t.same(
        second.articles.map((a) => a.slug),
        ['shtetl-article'],
      );
      t.equal(second.has_more, false);
      t.match(await item('/api/articles/shtetl-article?lang=en', Article), {
        title: 'Shtetl life',
        author: 'Mira Shapiro',
        author_info: '<p>Mira Shapiro is a <em>historian</em> of the shtetl.</p>',
        short_description: '<p>A week in a <strong>shtetl</strong>.</p>',
        content: '<p>The market, the bathhouse and the study house were the heart of the shtetl.</p>',
        tags: [{ slug: 'history' }],
        hashtags: [{ name: '19th century' }],
        fallback: false,
      });
      t.match(
        await item('/api/articles/shtetl-article', Article),
        { author: 'Мира Шапиро', author_info: '<p>Мира Шапиро — историк местечка.</p>' },
        "the author's note in each language, sanitized on import",
      );
      t.equal(
        (await item('/api/articles/letters-home', Article)).author_info,
        null,
        'an article without a note has null',
      );
    });

    t.test('an English list of articles marks the ones that fell back to Russian', async (t) => {
      const { articles } = json<{ articles: Json[] }>(await app.inject('/api/articles?lang=en'));
      t.same(
        articles.map((a) => [a.slug, a.fallback]),
        [
          ['letters-home', true],
          ['shtetl-article', false],
        ],
      );
    });

    t.test(
      'the Ashkenazi table: festivals in order, dishes under them with published materials',
      async (t) => {
        const { AshkenaziTableResponse } = await import('../../../shared/schemas/ashkenazi.ts');
        const response = await app.inject('/api/ashkenazi-table?lang=en');
        t.equal(response.statusCode, 200);
        const table = json<Json>(response);
        t.ok(AshkenaziTableResponse.safeParse(table).success, 'matches its schema');
        t.same(table.festivals, [
          { slug: 'shabbat', name: 'Shabbat', season: 'Every week' },
          { slug: 'pesach', name: 'Песах', season: 'Весна' },
        ]);
        t.same(
          table.dishes,
          [
            {
              slug: 'challah',
              name: 'Challah',
              meaning: 'Two loaves on the table.',
              festival: 'shabbat',
              image: 'gallery/papercut.jpg',
              materials: [{ slug: 'literature-memory', title: 'Literature and memory' }],
              fallback: false,
            },
            {
              slug: 'cholent',
              name: 'Чолнт',
              meaning: 'Томится всю ночь.',
              festival: 'shabbat',
              image: 'gallery/papercut.jpg',
              materials: [],
              fallback: true,
            },
          ],
          'in position order; a draft material is left out; a missing translation falls back to ru',
        );
      },
    );

    t.test('an article brings the materials and articles that share its tags', async (t) => {
      const article = await item('/api/articles/shtetl-article?lang=en', Article);
      t.same(
        (article.related_materials as { slug: string; link: string }[]).map((m) => [m.slug, m.link]),
        [['winter-tree', '/en/materials/winter-tree']],
        'only published materials with a shared tag',
      );
      t.same(article.related_articles, [], 'the other article shares no tag');
      const untagged = await item('/api/articles/letters-home', Article);
      t.same(untagged.related_materials, [], 'an article without tags has nothing related');
    });

    t.test('places: the map list and a place page', async (t) => {
      const places = json<{ places: Json[] }>(await app.inject('/api/places')).places;
      t.match(places, [
        {
          slug: 'mount-sinai',
          tanakh_part: 'torah',
          image_preview: 'mount-sinai.jpg',
          lat: 28.5392,
          lng: 33.975,
        },
        { slug: 'vilnius', tanakh_part: null, snippet: '<p>Литовский Иерусалим.</p>' },
      ]);
      t.match(await item('/api/places/vilnius?lang=en', Place), {
        title: 'Vilnius',
        content: '<p>The city of the Vilna Gaon and YIVO.</p>',
        fallback: false,
      });
    });

    t.test('team and gallery come in display order', async (t) => {
      const team = json<{ team: Json[] }>(await app.inject('/api/team?lang=en')).team;
      t.same(team, [
        {
          id: team[0]?.id,
          slug: 'lev-kaplan',
          name: 'Lev Kaplan',
          role: 'Author',
          short_description: null,
          avatar: 'team/lev.jpg',
          audio: 'team/lev.mp3',
        },
        {
          id: team[1]?.id,
          slug: 'anna-grinberg',
          name: 'Anna Grinberg',
          role: 'Editor',
          short_description: '<p>Writes about literature.</p>',
          avatar: 'team/anna.jpg',
          audio: null,
        },
      ]);
      const exhibits = json<{ exhibits: Json[] }>(await app.inject('/api/gallery?lang=en')).exhibits;
      t.match(exhibits, [
        { slug: 'papercut', title: 'Papercut', year: '1912' },
        { slug: 'menorah', title: 'Менора', year: 'около 1900' },
      ]);
    });

    t.test('static pages, with the ru fallback marked', async (t) => {
      t.match(await item('/api/pages/about-project?lang=en', StaticPage), {
        title: 'About the project',
        fallback: false,
      });
      t.match(await item('/api/pages/terms?lang=en', StaticPage), {
        title: 'Условия',
        content_locale: 'ru',
        fallback: true,
      });
    });

    t.test('an unknown or draft slug is 404 not_found on every item call', async (t) => {
      for (const url of [
        '/api/materials/no-such-material',
        '/api/materials/hidden-draft',
        '/api/courses/no-such-course',
        '/api/books/no-such-book',
        '/api/books/chapter/no-such-chapter',
        '/api/articles/no-such-article',
        '/api/places/no-such-place',
        '/api/pages/no-such-page',
      ]) {
        const response = await app.inject(url);
        t.equal(response.statusCode, 404, url);
        t.match(json(response), { error: 'not_found', message: String, requestId: String });
      }
    });
  });
}
