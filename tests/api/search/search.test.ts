import t from 'tap';
import { SearchResponse } from '../../../shared/schemas/content.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

type Hit = { id: number; slug: string; title: string; searchsnippet: string; [key: string]: unknown };
type Result = Record<string, Hit[] | number>;

const GROUPS = ['search_materials', 'search_courses', 'search_articles', 'search_books', 'search_places'];

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app, db } = await buildTestApi(t, backend);
    const search = async (query: string, extra = '') => {
      const url = `/api/search?query=${encodeURIComponent(query)}${extra}`;
      const response = await app.inject(url);
      t.equal(response.statusCode, 200, url);
      const body = json<Result>(response);
      t.ok(SearchResponse.safeParse(body).success, `${url} matches the search schema`);
      return body;
    };
    const found = (body: Result, group = 'search_materials') => (body[group] as Hit[]).map((hit) => hit.slug);

    t.test('a Russian word finds its other forms (литература → литературы)', async (t) => {
      const body = await search('литература');
      t.same(found(body), ['literature-memory']);
      t.equal(body.materials_count, 1);
      t.same(found(body, 'search_books'), ['shtetl-market'], 'a book chapter that says «литературу»');
      t.match((body.search_materials as Hit[])[0]?.searchsnippet, '<mark>литературы</mark>');
    });

    t.test('ё and е are the same letter, both ways', async (t) => {
      const withYo = await search('ёлка');
      const withYe = await search('елка');
      t.same(found(withYo).sort(), ['literature-memory', 'winter-tree']);
      t.same(found(withYe).sort(), ['literature-memory', 'winter-tree']);
      const snippets = (withYe.search_materials as Hit[]).map((h) => h.searchsnippet).join(' ');
      t.match(snippets, '<mark>ёлка</mark>', 'the original spelling is kept in the snippet');
      t.match(snippets, '<mark>елка</mark>');
    });

    t.test('an English word is found on the en site, with English stemming', async (t) => {
      const body = await search('fiddlers', '&lang=en');
      t.same(found(body), ['klezmer-notes']);
      t.match((body.search_materials as Hit[])[0], {
        title: 'Klezmer notes',
        preview: 'materials/klezmer-notes/preview.jpg',
      });
    });

    t.test('the en site also finds items that only have ru text', async (t) => {
      t.same(found(await search('пословица', '&lang=en')), ['yiddish-proverbs']);
    });

    t.test('a word still being typed matches as a prefix (литер)', async (t) => {
      t.same(found(await search('литер')), ['literature-memory']);
      t.same(found(await search('Одесский юм')), ['odesa-humour']);
    });

    t.test(
      'a whole word is not cut short by the stemmer into a prefix of other words (голем ≠ голова)',
      async (t) => {
        t.same(found(await search('голем')), ['yiddish-proverbs']);
        t.same(found(await search('голова')), ['klezmer-notes']);
      },
    );

    t.test('a typo in a title still finds it (литератра, Klezmr)', async (t) => {
      t.same(found(await search('литератра')), ['literature-memory']);
      t.same(found(await search('Klezmr', '&lang=en')), ['klezmer-notes']);
    });

    t.test(
      'titles that only look like the text are offered only when the text matches nothing',
      async (t) => {
        const tree =
          "kind = 'material' AND locale = 'ru' AND item_id = (SELECT id FROM materials WHERE slug = 'winter-tree')";
        await db.query(
          `UPDATE search_documents SET document = document || to_tsvector('russian', 'литератра') WHERE ${tree}`,
        );
        t.teardown(() =>
          db.query(`UPDATE search_documents SET document = ts_delete(document, 'литератр') WHERE ${tree}`),
        );
        const body = await search('литератра');
        t.same(
          found(body),
          ['winter-tree'],
          'the text that has the word, not the title «Литература и память»',
        );
        t.equal(body.materials_count, 1);
      },
    );

    t.test('the snippet highlights the hit and carries no other markup', async (t) => {
      await db.query(
        "UPDATE search_documents SET body = body || ' 2 < 3 & 4 > 1 \"quoted\" ''single'' литература' WHERE kind = 'material' AND locale = 'ru'",
      );
      const hits = (await search('литература')).search_materials as Hit[];
      for (const hit of hits) {
        const withoutMarks = hit.searchsnippet.replace(/<\/?mark>/g, '');
        t.notMatch(withoutMarks, /[<>"]/, 'nothing but <mark> is markup');
        t.match(hit.searchsnippet, /<mark>литератур[а-я]*<\/mark>/);
        t.match(hit.searchsnippet, '2 &lt; 3 &amp; 4 &gt; 1 &quot;quoted&quot; &#39;single&#39;');
      }
    });

    t.test('each group carries what its card needs', async (t) => {
      const article = (await search('рынок')).search_articles as Hit[];
      t.match(article[0], {
        slug: 'shtetl-article',
        image: 'articles/shtetl-article/image.jpg',
        author: 'Мира Шапиро',
        short_description: '<p>Неделя в <strong>местечке</strong>.</p>',
      });
      const chapter = (await search('ковчег')).search_books as Hit[];
      t.match(chapter[0], {
        slug: 'torah-stories-flood',
        title: 'Потоп',
        position: 2,
        image: 'books/torah-stories/ch2.jpg',
        book: { slug: 'torah-stories', title: 'Рассказы Торы', section: 'torah', section_name: 'Тора' },
      });
      const place = (await search('Гаона')).search_places as Hit[];
      t.match(place[0], { slug: 'vilnius', image_preview: 'vilnius.jpg' });
      const course = (await search('курс')).search_courses as Hit[];
      t.match(course[0], { slug: 'reading-course', preview: 'courses/reading-course/preview.jpg' });
    });

    t.test(
      'an author’s name finds their work; limit caps a group, the count tells the whole number',
      async (t) => {
        const all = await search('Гринберг', '&limit=50');
        const one = await search('Гринберг', '&limit=1');
        t.same(found(all).sort(), ['literature-memory', 'yiddish-proverbs']);
        t.same(found(all, 'search_courses'), ['reading-course']);
        t.equal(all.materials_count, 2);
        t.equal((one.search_materials as Hit[]).length, 1);
        t.equal(one.materials_count, all.materials_count);
        t.equal(
          (all.search_materials as Hit[])[0]?.slug,
          (one.search_materials as Hit[])[0]?.slug,
          'the best hit first',
        );
      },
    );

    t.test('drafts are never found', async (t) => {
      const body = await search('Черновик');
      t.same(found(body), []);
    });

    t.test('text that breaks tsquery or SQL gives a normal answer, never a 500', async (t) => {
      for (const query of [
        "' ; -- * :* & | ! % _ \\",
        'литер:*',
        'a & | b',
        '!!!',
        '(',
        "'); DROP TABLE materials; --",
        '""',
        '-',
        'or',
        '   ',
        '%_\\',
      ]) {
        const body = await search(query);
        for (const group of GROUPS) t.ok(Array.isArray(body[group]), `${query} ${group}`);
      }
      t.equal((await db.query('SELECT count(*)::int AS n FROM materials'))[0]?.n, 6);
    });

    t.test('an empty or punctuation-only query finds nothing', async (t) => {
      for (const query of ['', '   ', '?!']) {
        const body = await search(query);
        t.same(
          GROUPS.map((g) => (body[g] as Hit[]).length),
          [0, 0, 0, 0, 0],
          JSON.stringify(query),
        );
      }
    });

    t.test('websearch syntax keeps its meaning: an excluded word excludes', async (t) => {
      t.same(found(await search('юмор')).sort(), ['odesa-humour', 'yiddish-proverbs']);
      t.same(found(await search('юмор -ирония')), ['yiddish-proverbs']);
      t.same(found(await search('"Одесский юмор"')), ['odesa-humour']);
    });
  });
}
