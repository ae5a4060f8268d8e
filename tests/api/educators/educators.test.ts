/**
 * The educators' calls (docs/product.md#roles, docs/architecture.md#the-call-contract, docs/product.md#error-messages; docs/rules.md R2, R17): every hashtag call needs a session and
 * card access (401 / 403 before any read), answers the product's shapes from the fixture pack's
 * hashtags, and refuses bad payloads with a 400 naming the field; send-message keeps the message as
 * the session's user (never the body's `userId`) and mails it to EDITORS_EMAIL.
 */
import t from 'tap';
import { createAdminUsersRepository } from '../../../api/admin/users-repository.ts';
import { waitForMail } from '../accounts/helpers/outbox.ts';
import { backends, postJson, reader, readerApi } from '../engagement/helpers/reader.ts';

const EDITORS = 'editors@example.org';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { EDITORS_EMAIL: EDITORS });
    const { app, db } = api;
    const teacher = await reader(api, 'teacher@example.org', 'Мария', 'Коган');
    await createAdminUsersRepository(db).setFlags('teacher@example.org', { card_access: 1 });
    const visitor = await reader(api, 'visitor@example.org', 'Пётр');
    const idOf = async (slug: string) => {
      const [row] = await db.query<{ id: number }>('SELECT id FROM hashtags WHERE slug = $1', [slug]);
      if (!row) throw new Error(`no hashtag ${slug}`);
      return row.id;
    };
    const lessonPlan = await idOf('lesson-plan');
    const source = await idOf('primary-source');
    const century = await idOf('19th-century');
    const soviet = await idOf('soviet-era');

    const toolCalls: [string, Record<string, unknown>][] = [
      ['/search-hashtags', { lang: 'ru', q: 'век' }],
      ['/search-hashtags-data', { lang: 'ru', htid: [century] }],
      ['/api/get-all-hashtags-educators', { groupe_by_category: 1 }],
      ['/api/get-all-hashtags', { groupe_by_category: 1 }],
      ['/api/get-all-hashtags', {}],
    ];

    t.test('without a session every call is 401, without card access the tool calls are 403', async (t) => {
      for (const [url, body] of toolCalls) {
        t.equal((await postJson(app, url, body)).statusCode, 401, `guest ${url}`);
        const refused = await postJson(app, url, body, visitor.headers);
        t.equal(refused.statusCode, 403, `no access ${url}`);
        t.equal(refused.json().error, 'forbidden');
      }
      for (const url of [
        '/api/educators/hashtags?lang=ru',
        `/api/educators/results?lang=ru&htid=[${century}]`,
      ]) {
        t.equal((await app.inject({ url })).statusCode, 401, `guest ${url}`);
        t.equal((await app.inject({ url, headers: visitor.headers })).statusCode, 403, `no access ${url}`);
      }
      const message = await postJson(app, '/api/send-message', { messageText: 'Здравствуйте', userId: 1 });
      t.equal(message.statusCode, 401, 'a guest cannot send a message');
    });

    t.test('search-hashtags lowercases the text and answers matches with their counts', async (t) => {
      const answer = await postJson(app, '/search-hashtags', { lang: 'ru', q: 'XIX' }, teacher.headers);
      t.equal(answer.statusCode, 200);
      t.same(answer.json(), [{ id: century, name: 'XIX век', count: 2 }]);
      const all = await postJson(app, '/search-hashtags', { lang: 'ru', q: '' }, teacher.headers);
      t.same(
        all
          .json()
          .map((h: { id: number }) => h.id)
          .sort(),
        [lessonPlan, source, century, soviet].sort(),
        'an empty text suggests every hashtag',
      );
      const none = await postJson(app, '/search-hashtags', { lang: 'ru', q: 'нет такого' }, teacher.headers);
      t.same(none.json(), []);
    });

    t.test('search-hashtags-data groups the items carrying any of the hashtags by kind', async (t) => {
      const answer = await postJson(
        app,
        '/search-hashtags-data',
        { lang: 'ru', htid: [lessonPlan, soviet] },
        teacher.headers,
      );
      t.equal(answer.statusCode, 200);
      const groups = answer.json() as {
        title: string;
        items: {
          title: string;
          link: string;
          hashtags: { id: number; name: string }[];
          searchdata: { chapters: { id: number; title: string; link: string }[] };
          created_at: string;
        }[];
      }[];
      t.same(
        groups.map((g) => [g.title, g.items.map((i) => i.title)]),
        [
          ['Материал', ['Литература и память']],
          ['Курс', ['Курс чтения']],
        ],
      );
      const [material] = groups[0]?.items ?? [];
      t.equal(material?.link, '/ru/materials/literature-memory');
      t.equal(material?.created_at, '2025-03-01');
      t.same(
        material?.hashtags.map((h) => h.id),
        [lessonPlan, soviet],
      );
      t.equal(material?.searchdata.chapters.length, 2);
      t.match(
        material?.searchdata.chapters[0]?.link,
        /^\/ru\/materials\/literature-memory#material-content\d+$/,
      );
      const course = groups[1]?.items[0];
      t.notOk(
        course?.searchdata.chapters.some((c) => c.link.endsWith('/hidden-draft')),
        'a draft is not in a course contents',
      );
      t.ok(course?.searchdata.chapters.length, 'a course lists its published materials');

      const articles = await postJson(
        app,
        '/search-hashtags-data',
        { lang: 'en', htid: [century] },
        teacher.headers,
      );
      t.same(
        articles
          .json()
          .map((g: { title: string; items: { link: string }[] }) => [g.title, g.items.map((i) => i.link)]),
        [
          ['Material', ['/en/materials/odesa-humour']],
          ['Article', ['/books/articles/shtetl-article']],
        ],
      );
      const empty = await postJson(app, '/search-hashtags-data', { lang: 'ru', htid: [] }, teacher.headers);
      t.same(empty.json(), [], 'no hashtags, no groups');
      const unknown = await postJson(
        app,
        '/search-hashtags-data',
        { lang: 'ru', htid: [999999] },
        teacher.headers,
      );
      t.same(unknown.json(), [], 'an unknown id matches nothing');
    });

    t.test('the category calls answer the table, the category list and the flat list', async (t) => {
      const table = await postJson(
        app,
        '/api/get-all-hashtags-educators',
        { groupe_by_category: 1 },
        teacher.headers,
      );
      t.equal(table.statusCode, 200);
      t.same(Object.keys(table.json()), ['Формат', 'Эпохи'], 'categories in the editors order');
      t.same(table.json().Эпохи, [
        { id: soviet, name: 'Советское время', count: 1 },
        { id: century, name: 'XIX век', count: 2 },
      ]);
      const categories = await postJson(
        app,
        '/api/get-all-hashtags',
        { groupe_by_category: 1 },
        teacher.headers,
      );
      t.same(
        categories.json().map((c: { name: string; hashtags: unknown[] }) => [c.name, c.hashtags.length]),
        [
          ['Формат', 2],
          ['Эпохи', 2],
        ],
      );
      const flat = await app.inject({
        method: 'POST',
        url: '/api/get-all-hashtags',
        headers: teacher.headers,
      });
      t.equal(flat.statusCode, 200, 'no payload at all');
      t.same(
        flat.json().find((h: { id: number }) => h.id === century),
        {
          id: century,
          name: 'XIX век',
          category: 'Эпохи',
        },
      );
      t.equal(flat.json().length, 4);
      const twin = await app.inject({ url: '/api/educators/hashtags?lang=ru', headers: teacher.headers });
      t.same(twin.json(), categories.json(), 'the loaders read the same categories');
      const results = await app.inject({
        url: `/api/educators/results?lang=ru&htid=${encodeURIComponent(JSON.stringify([century]))}`,
        headers: teacher.headers,
      });
      const data = await postJson(
        app,
        '/search-hashtags-data',
        { lang: 'ru', htid: [century] },
        teacher.headers,
      );
      t.same(results.json(), data.json(), 'the loaders read the same results');
    });

    t.test('bad payloads are a 400 naming the field', async (t) => {
      const cases: [string, Record<string, unknown>, string][] = [
        ['/search-hashtags', { lang: 'de', q: 'век' }, 'lang'],
        ['/search-hashtags', { lang: 'ru' }, 'q'],
        ['/search-hashtags', { lang: 'ru', q: 'x'.repeat(201) }, 'q'],
        ['/search-hashtags', { lang: 'ru', q: 'a', extra: 1 }, 'extra'],
        ['/search-hashtags-data', { lang: 'ru', htid: 'abc' }, 'htid'],
        ['/search-hashtags-data', { lang: 'ru', htid: [century, century] }, 'htid'],
        ['/search-hashtags-data', { lang: 'ru', htid: [-1] }, 'htid'],
        ['/search-hashtags-data', { lang: 'ru', htid: Array.from({ length: 21 }, (_, i) => i + 1) }, 'htid'],
        ['/api/get-all-hashtags-educators', {}, 'groupe_by_category'],
        ['/api/get-all-hashtags-educators', { groupe_by_category: 2 }, 'groupe_by_category'],
        ['/api/get-all-hashtags', { groupe_by_category: '1' }, 'groupe_by_category'],
        ['/api/send-message', { messageText: '   ' }, 'messageText'],
        ['/api/send-message', { messageText: 'x'.repeat(4001) }, 'messageText'],
        ['/api/send-message', { messageText: 'a\u0000b' }, 'messageText'],
      ];
      for (const [url, body, field] of cases) {
        const answer = await postJson(app, url, body, teacher.headers);
        t.equal(answer.statusCode, 400, `${url} ${JSON.stringify(body).slice(0, 60)}`);
        t.equal(answer.json().field, field);
      }
      const badQuery = await app.inject({
        url: '/api/educators/results?lang=ru&htid=oops',
        headers: teacher.headers,
      });
      t.equal(badQuery.statusCode, 400);
    });

    t.test("send-message keeps the message as the session's user and mails the editors", async (t) => {
      const answer = await postJson(
        app,
        '/api/send-message',
        { messageText: '  Нужны материалы о местечке  ', userId: teacher.id + 1000 },
        visitor.headers,
      );
      t.equal(answer.statusCode, 200);
      t.same(answer.json(), { success: true });
      const rows = await db.query<{ user_id: number; content: string; mailed_to: string }>(
        'SELECT user_id, content, mailed_to FROM educator_messages',
      );
      t.same(rows, [{ user_id: visitor.id, content: 'Нужны материалы о местечке', mailed_to: EDITORS }]);
      const mail = await waitForMail(api.dataDir, EDITORS);
      t.match(mail.text, 'Нужны материалы о местечке');
      t.match(mail.text, 'visitor@example.org');
    });
  });
}
