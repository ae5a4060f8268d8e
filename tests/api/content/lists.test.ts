import t from 'tap';
import {
  CourseCard,
  CoursesListResponse,
  MaterialCard,
  MaterialsListResponse,
} from '../../../shared/schemas/content.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

type Card = { id: number; slug: string };
type Page = { materials?: Card[]; courses?: Card[]; has_more: boolean };

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app, db } = await buildTestApi(t, backend);
    const get = async (url: string) => {
      const response = await app.inject(url);
      t.equal(response.statusCode, 200, url);
      return json<Page>(response);
    };
    const tags = json<{ main_tags: Card[]; additional_tags: Card[] }>(await app.inject('/api/tags'));
    const tagId = (slug: string) =>
      [...tags.main_tags, ...tags.additional_tags].find((tag) => tag.slug === slug)?.id;
    const slugs = (page: Page) => (page.materials ?? page.courses ?? []).map((item) => item.slug);

    t.test('a card whose text fell back to Russian says so, and only then', async (t) => {
      const en = (await get('/api/materials?lang=en&per_page=50')).materials as (Card & {
        fallback: boolean;
      })[];
      const ruOnly = en.filter((card) => card.fallback).map((card) => card.slug);
      t.same(ruOnly, ['yiddish-proverbs']);
      const ru = (await get('/api/materials?lang=ru&per_page=50')).materials as (Card & {
        fallback: boolean;
      })[];
      t.notOk(
        ru.some((card) => card.fallback),
        'nothing falls back in Russian',
      );
    });

    t.test(
      'a material card carries exactly the contract fields, with a link in the asked locale',
      async (t) => {
        const body = await get('/api/materials?lang=en');
        t.ok(MaterialsListResponse.safeParse(body).success);
        const cards = body.materials as Record<string, unknown>[];
        for (const card of cards) t.same(Object.keys(card).sort(), Object.keys(MaterialCard.shape).sort());
        t.match(
          cards.find((c) => c.slug === 'klezmer-notes'),
          {
            title: 'Klezmer notes',
            type: 'material',
            link: '/en/materials/klezmer-notes',
            preview: 'materials/klezmer-notes/preview.jpg',
            time: 5,
            tags: [{ slug: 'music', name: 'Music', type: 0, category: 'Directions' }],
          },
        );
        t.match(
          cards.find((c) => c.slug === 'yiddish-proverbs'),
          { title: 'Пословицы на идише' },
          'ru text when en is missing',
        );
      },
    );

    t.test(
      'newest first by default, ties broken by id; orderBy=1 is the exact reverse; drafts never appear',
      async (t) => {
        const newest = slugs(await get('/api/materials'));
        t.same(newest, [
          'literature-memory',
          'winter-tree',
          'odesa-humour',
          'klezmer-notes',
          'yiddish-proverbs',
        ]);
        t.same(slugs(await get('/api/materials?orderBy=1')), [...newest].reverse());
      },
    );

    t.test('popular means likes plus shares, most first, ties by id', async (t) => {
      await db.query(`UPDATE materials SET like_count = CASE slug WHEN 'klezmer-notes' THEN 3 WHEN 'winter-tree' THEN 1 ELSE 0 END,
        share_count = CASE slug WHEN 'yiddish-proverbs' THEN 4 WHEN 'odesa-humour' THEN 3 ELSE 0 END`);
      const rows = await db.query<{ slug: string }>(
        "SELECT slug FROM materials WHERE status = 'published' ORDER BY like_count + share_count DESC, id DESC",
      );
      const popular = slugs(await get('/api/materials?filterBy=popular'));
      t.same(
        popular,
        rows.map((r) => r.slug),
      );
      t.equal(popular[0], 'yiddish-proverbs');
      t.same(slugs(await get('/api/materials?filterBy=popular&orderBy=1')), [...popular].reverse());
    });

    t.test('pages never repeat or skip an item, in every sort and order', async (t) => {
      for (const list of ['materials', 'courses']) {
        for (const filterBy of ['date', 'popular']) {
          for (const orderBy of ['0', '1']) {
            const all = slugs(await get(`/api/${list}?filterBy=${filterBy}&orderBy=${orderBy}&per_page=50`));
            for (const perPage of [1, 2, 3]) {
              const walked: string[] = [];
              for (let page = 0; ; page++) {
                const body = await get(
                  `/api/${list}?filterBy=${filterBy}&orderBy=${orderBy}&per_page=${perPage}&page=${page}`,
                );
                walked.push(...slugs(body));
                t.ok(slugs(body).length <= perPage);
                if (!body.has_more) break;
                t.equal(slugs(body).length, perPage, 'a page with more after it is full');
              }
              t.same(walked, all, `${list} ${filterBy} ${orderBy} per_page=${perPage}`);
            }
          }
        }
      }
    });

    t.test('has_more is false on the last page and a page past the end is empty', async (t) => {
      t.match(await get('/api/materials?per_page=5'), { has_more: false });
      t.match(await get('/api/materials?per_page=4'), { has_more: true });
      t.same(await get('/api/materials?per_page=4&page=5'), { materials: [], has_more: false });
    });

    t.test(
      'tag filter: OR within main tags, OR within additional tags, AND between the groups',
      async (t) => {
        const filter = async (names: (string | number)[]) => {
          const ids = names.map((n) => (typeof n === 'number' ? n : tagId(n)));
          return slugs(await get(`/api/materials?tags=${encodeURIComponent(JSON.stringify(ids))}`)).sort();
        };
        t.same(await filter(['literature']), ['literature-memory', 'odesa-humour', 'yiddish-proverbs']);
        t.same(await filter(['literature', 'music']), [
          'klezmer-notes',
          'literature-memory',
          'odesa-humour',
          'yiddish-proverbs',
        ]);
        t.same(await filter(['personal-stories', 'research']), [
          'literature-memory',
          'odesa-humour',
          'yiddish-proverbs',
        ]);
        t.same(await filter(['literature', 'personal-stories']), ['literature-memory', 'odesa-humour']);
        t.same(await filter(['music', 'literature', 'research']), ['yiddish-proverbs']);
        t.same(await filter([999_999]), [], 'an unknown id matches nothing');
        t.same(
          await filter(['history', 999_999]),
          ['winter-tree'],
          'unknown ids beside known ones are ignored',
        );
        t.same(
          await filter([]),
          (await filter(['literature', 'identity', 'music', 'history'])).sort(),
          'no ids, no filter',
        );
      },
    );

    t.test('course cards count only published materials and their minutes', async (t) => {
      const body = await get('/api/courses');
      t.ok(CoursesListResponse.safeParse(body).success);
      const cards = body.courses as Record<string, unknown>[];
      for (const card of cards) t.same(Object.keys(card).sort(), Object.keys(CourseCard.shape).sort());
      t.same(slugs(body), ['reading-course', 'music-course']);
      t.match(cards[0], { materials_count: 3, materials_sum_time: 14, like_count: 0, title: 'Курс чтения' });
      t.match(cards[1], { materials_count: 2, materials_sum_time: 11 });
      t.same(slugs(await get(`/api/courses?tags=[${tagId('music')}]`)), ['music-course']);
      t.same(slugs(await get(`/api/courses?tags=[${tagId('literature')},${tagId('personal-stories')}]`)), []);
    });
  });
}
