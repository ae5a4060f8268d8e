/**
 * Search that understands its readers: the other alphabet, typos in words of the text,
 * the site's language first, and the search page's groups, pages and filters.
 */
import t from 'tap';
import { SearchResponse } from '../../../shared/schemas/content.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

type Hit = { id: number; slug: string; title: string; fallback: boolean; [key: string]: unknown };
type Result = Record<string, Hit[] | number>;

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
    const everything = (body: Result) =>
      ['search_materials', 'search_courses', 'search_articles', 'search_books', 'search_places']
        .flatMap((group) => found(body, group).map((slug) => `${group}:${slug}`))
        .sort();

    t.test('a Cyrillic word typed in Latin letters finds what the Cyrillic finds', async (t) => {
      const cyrillic = await search('шолом');
      t.same(
        found(cyrillic).sort(),
        ['literature-memory', 'odesa-humour'],
        'the Cyrillic spelling finds the texts',
      );
      t.same(everything(await search('sholom')), everything(cyrillic), 'sholom = шолом');
      const mestechko = await search('местечко');
      t.ok(everything(mestechko).length > 0, 'местечко is in the texts');
      t.same(everything(await search('mestechko')), everything(mestechko), 'mestechko = местечко');
    });

    t.test(
      'a name or word whose other spelling is no transliteration finds it through the dictionary',
      async (t) => {
        const chagall = await search('шагал');
        t.same(found(chagall), ['literature-memory'], 'the Cyrillic spelling finds «Шагал»');
        t.same(everything(await search('Chagall')), everything(chagall), 'Chagall = шагал');
        t.same(everything(await search('chagall')), everything(chagall), 'chagall = шагал');
        const mandelstam = await search('мандельштам');
        t.same(found(mandelstam), ['literature-memory'], 'the Cyrillic spelling finds «Мандельштама»');
        t.same(everything(await search('mandelshtam')), everything(mandelstam), 'mandelshtam = мандельштам');
        t.same(everything(await search('mandelstam')), everything(mandelstam), 'mandelstam = мандельштам');
        const shtetl = await search('shtetl');
        t.same(everything(shtetl), everything(await search('местечко')), 'shtetl = местечко');
        t.ok(found(shtetl).includes('odesa-humour'), 'and still «штетла»');
        t.same(
          found(await search('sholom', '&lang=en')),
          ['literature-memory'],
          'sholom finds “Sholem” on /en',
        );
        t.same(
          found(await search('шагал', '&lang=en')),
          ['literature-memory'],
          'шагал finds “Chagall” on /en',
        );
        t.same(
          found(await search('местечко', '&lang=en')),
          ['odesa-humour'],
          'местечко finds “shtetl” on /en',
        );
      },
    );

    t.test('a Latin word typed in Cyrillic finds the English text', async (t) => {
      t.same(found(await search('штетл', '&lang=en')), ['odesa-humour']);
      t.same(found(await search('shtetl', '&lang=en')), ['odesa-humour']);
    });

    t.test('a misspelt word of the text (not of a title) finds it', async (t) => {
      t.same(found(await search('шлимазл')), ['odesa-humour'], 'the corpus spelling');
      const typo = await search('шлемазл');
      t.same(found(typo), ['odesa-humour'], 'шлемазл → шлимазл');
      t.match((typo.search_materials as Hit[])[0]?.searchsnippet, '<mark>шлимазл</mark>');
      t.same(found(await search('shlemazl')), ['odesa-humour'], 'misspelt in Latin letters too');
      t.same(found(await search('Одесский шлемазл')), ['odesa-humour'], 'one word of two misspelt');
    });

    t.test('a misspelt word is not corrected when the text matches as typed', async (t) => {
      // "скрипач" is in the texts; its look-alikes must not be searched for.
      t.same(found(await search('скрипач')), ['klezmer-notes']);
    });

    t.test('on /en, English texts rank first; a Russian-only hit is marked as a fallback', async (t) => {
      const body = await search('yiddish', '&lang=en');
      const hits = body.search_materials as Hit[];
      t.same(hits.map((hit) => hit.slug).sort(), ['klezmer-notes', 'literature-memory', 'yiddish-proverbs']);
      t.equal(
        hits.at(-1)?.slug,
        'yiddish-proverbs',
        'the English body hits before the Russian title hit («Пословицы на идише»)',
      );
      t.same(
        hits.map((hit) => hit.fallback),
        [false, false, true],
        'the Russian-only hit is marked',
      );
      const ru = await search('идиш');
      t.same(
        (ru.search_materials as Hit[]).map((hit) => hit.fallback),
        (ru.search_materials as Hit[]).map(() => false),
        'nothing is a fallback on the ru site',
      );
    });

    t.test('materials and courses come as their list cards', async (t) => {
      const material = ((await search('скрипач')).search_materials as Hit[])[0];
      t.match(material, {
        slug: 'klezmer-notes',
        type: 'material',
        link: '/ru/materials/klezmer-notes',
        time: Number,
        snippet: String,
        tags: Array,
        fallback: false,
      });
      t.ok(((material?.tags ?? []) as unknown[]).length > 0, 'with its tags');
      const course = ((await search('курс')).search_courses as Hit[])[0];
      t.match(course, { slug: 'reading-course', materials_count: Number, materials_sum_time: Number });
      const place = ((await search('Гаона')).search_places as Hit[])[0];
      t.match(place, { slug: 'vilnius', snippet: String });
    });

    t.test('a group pages through its hits; the other groups are still counted', async (t) => {
      const all = await search('Гринберг', '&limit=50');
      const allMaterials = found(all);
      t.equal(allMaterials.length, 2);
      const first = await search('Гринберг', '&limit=1&kind=materials');
      const second = await search('Гринберг', '&limit=1&kind=materials&page=1');
      const third = await search('Гринберг', '&limit=1&kind=materials&page=2');
      t.same([...found(first), ...found(second)], allMaterials, 'page by page, in rank order');
      t.same(found(third), [], 'past the end: empty');
      t.equal(third.materials_count, 2, 'but counted');
      t.same(found(first, 'search_courses'), [], 'another group is not shown');
      t.equal(first.courses_count, all.courses_count, 'but counted');
      t.ok((all.courses_count as number) > 0);
    });

    t.test('a tag filter keeps materials and courses with those tags only', async (t) => {
      const [tag] = await db.query<{ id: number }>("SELECT id FROM tags WHERE slug = 'research'");
      const all = await search('Гринберг', '&limit=50');
      const tagged = await search(
        'Гринберг',
        `&limit=50&tags=${encodeURIComponent(JSON.stringify([tag?.id]))}`,
      );
      t.same(found(tagged), ['yiddish-proverbs'], 'the material tagged research');
      t.ok(found(all).length > found(tagged).length, 'fewer than without the filter');
      t.equal(tagged.articles_count, 0, 'untagged kinds are left out');
    });

    t.test('the query is normalized: case and spaces give the same answer', async (t) => {
      t.same(await search('  Одесский   ЮМОР '), await search('одесский юмор'));
    });
  });
}
