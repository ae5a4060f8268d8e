/**
 * Reviews (docs/product.md#content-and-engagement; docs/rules.md R2, R4, R17, R19, R31): a signed-in reader rates a
 * material or a course 1–5 with an optional comment kept as typed; one review per reader and item
 * (saving again edits it), deletable; whose review it is comes from the token alone; the item's
 * average and count change with it, on its page and its cards; writes are limited per account.
 */
import t from 'tap';
import { backends, postJson, reader, readerApi } from '../engagement/helpers/reader.ts';

type Summary = { average: number | null; count: number };
type Review = { rating: number; text: string | null; created_at: string; updated_at: string };

const MATERIAL = '/api/materials/klezmer-notes/review';
const COURSE = '/api/courses/music-course/review';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { REVIEW_WRITES_PER_HOUR: '0' });
    const { app } = api;
    const anna = await reader(api, 'anna@example.org', 'Анна', 'Гринберг');
    const boris = await reader(api, 'boris@example.org', 'Борис', '');
    const mine = async (url: string, headers: Record<string, string>) => {
      const answer = await app.inject({ method: 'GET', url, headers });
      t.equal(answer.statusCode, 200, url);
      return answer.json() as { review: Review | null; summary: Summary };
    };
    const itemRating = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url });
      t.equal(answer.statusCode, 200, url);
      const body = answer.json() as { rating_average: number | null; rating_count: number };
      return { average: body.rating_average, count: body.rating_count };
    };

    t.test('every call needs a session: a guest gets 401 and nothing is stored', async (t) => {
      const calls = [
        app.inject({ method: 'GET', url: MATERIAL }),
        postJson(app, MATERIAL, { rating: 5 }),
        postJson(app, `${MATERIAL}/delete`, {}),
        app.inject({ method: 'GET', url: '/api/user/reviews' }),
        postJson(app, MATERIAL, { rating: 5 }, { authorization: `Bearer ${'A'.repeat(43)}` }),
      ];
      for (const answer of await Promise.all(calls)) {
        t.equal(answer.statusCode, 401);
        t.equal(answer.json().error, 'unauthorized');
      }
      const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews');
      t.equal(row?.n, 0);
    });

    t.test('a reader without a review gets none, and the item has no rating yet', async (t) => {
      t.same(await mine(MATERIAL, anna.headers), { review: null, summary: { average: null, count: 0 } });
      t.same(await itemRating('/api/materials/klezmer-notes?lang=ru'), { average: null, count: 0 });
    });

    t.test('a rating that is not a whole number from 1 to 5 is refused with a message', async (t) => {
      for (const rating of [0, 6, -1, 4.5, '4', null, true]) {
        const answer = await postJson(app, MATERIAL, { rating, text: 'x' }, anna.headers);
        t.equal(answer.statusCode, 400, JSON.stringify(rating));
        const body = answer.json();
        t.equal(body.error, 'validation_failed');
        t.equal(body.field, 'rating');
        t.match(body.message, /rating/);
      }
      const missing = await postJson(app, MATERIAL, { text: 'без оценки' }, anna.headers);
      t.equal(missing.statusCode, 400, 'no rating');
      t.equal(missing.json().field, 'rating');
      const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews');
      t.equal(row?.n, 0, 'nothing stored');
    });

    t.test(
      'an over-long or unstorable comment and unknown fields are refused naming the field',
      async (t) => {
        const cases: [Record<string, unknown>, string][] = [
          [{ rating: 4, text: 'ж'.repeat(2001) }, 'text'],
          [{ rating: 4, text: '🎻'.repeat(2001) }, 'text'],
          [{ rating: 4, text: 'a\u0000b' }, 'text'],
          [{ rating: 4, stars: 5 }, 'stars'],
        ];
        for (const [body, field] of cases) {
          const answer = await postJson(app, MATERIAL, body, anna.headers);
          t.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 40));
          t.match(answer.json().field, field);
        }
        const ok = await postJson(app, MATERIAL, { rating: 4, text: '🎻'.repeat(2000) }, anna.headers);
        t.equal(ok.statusCode, 200, '2 000 characters (code points) are allowed');
        await postJson(app, `${MATERIAL}/delete`, {}, anna.headers);
      },
    );

    t.test('reviewing an unknown item, a draft or another kind of item is refused', async (t) => {
      const cases: [string, number][] = [
        ['/api/materials/no-such-material/review', 404],
        ['/api/materials/hidden-draft/review', 404],
        ['/api/articles/letters-home/review', 400],
        ['/api/places/vilnius/review', 400],
        ['/api/materials/Bad_Slug/review', 400],
      ];
      for (const [url, status] of cases) {
        t.equal((await postJson(app, url, { rating: 3 }, anna.headers)).statusCode, status, url);
        t.equal((await app.inject({ method: 'GET', url, headers: anna.headers })).statusCode, status, url);
      }
    });

    t.test('the text is stored and answered exactly as typed; blank text is no comment', async (t) => {
      const hostile = '<script>alert(1)</script>"><svg onload=alert(1)>\n  вторая строка  ';
      const saved = await postJson(app, MATERIAL, { rating: 5, text: hostile, lang: 'ru' }, anna.headers);
      t.equal(saved.statusCode, 200);
      const body = saved.json() as { success: boolean; review: Review; summary: Summary };
      t.equal(body.success, true);
      t.equal(body.review.text, hostile);
      t.equal(body.review.rating, 5);
      t.match(body.review.created_at, ISO);
      t.same(body.summary, { average: 5, count: 1 });
      t.equal((await mine(MATERIAL, anna.headers)).review?.text, hostile);

      const blank = await postJson(app, COURSE, { rating: 2, text: ' \n\u200b ' }, boris.headers);
      t.equal(blank.statusCode, 200);
      t.equal(blank.json().review.text, null, 'saved without a comment');
      const bare = await postJson(app, COURSE, { rating: 3 }, boris.headers);
      t.equal(bare.json().review.text, null, 'the comment is optional');
    });

    t.test('one review per reader and item: saving again edits it and moves the average', async (t) => {
      const before = await mine(MATERIAL, anna.headers);
      const edited = await postJson(app, MATERIAL, { rating: 2, text: 'Передумала' }, anna.headers);
      t.equal(edited.statusCode, 200);
      const after = edited.json() as { review: Review; summary: Summary };
      t.equal(after.review.rating, 2);
      t.equal(after.review.text, 'Передумала');
      t.equal(after.review.created_at, before.review?.created_at, 'the same review');
      t.same(after.summary, { average: 2, count: 1 }, 'still one review');
      const [row] = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM reviews WHERE item_type = 'materials'",
      );
      t.equal(row?.n, 1);

      const second = await postJson(app, MATERIAL, { rating: 5 }, boris.headers);
      t.same(second.json().summary, { average: 3.5, count: 2 }, "Boris's review joins Anna's");
      t.same(await itemRating('/api/materials/klezmer-notes?lang=ru'), { average: 3.5, count: 2 });
      t.same(await itemRating('/api/courses/music-course?lang=en'), { average: 3, count: 1 });
    });

    t.test('parallel saves by one reader leave one review and a count of one', async (t) => {
      const url = '/api/materials/winter-tree/review';
      const answers = await Promise.all(
        [1, 2, 3, 4, 5, 1, 2, 3].map((rating) => postJson(app, url, { rating }, anna.headers)),
      );
      for (const answer of answers) t.equal(answer.statusCode, 200);
      const { review, summary } = await mine(url, anna.headers);
      t.equal(summary.count, 1);
      t.equal(summary.average, review?.rating);
    });

    t.test('cards show the average and the count: lists and search', async (t) => {
      const list = await app.inject({ method: 'GET', url: '/api/materials?lang=ru&per_page=50' });
      const card = (
        list.json().materials as { slug: string; rating_average: number | null; rating_count: number }[]
      ).find((m) => m.slug === 'klezmer-notes');
      t.same({ average: card?.rating_average, count: card?.rating_count }, { average: 3.5, count: 2 });
      const courses = await app.inject({ method: 'GET', url: '/api/courses?lang=ru' });
      const course = (courses.json().courses as { slug: string; rating_count: number }[]).find(
        (c) => c.slug === 'music-course',
      );
      t.equal(course?.rating_count, 1);
      const found = await app.inject({ method: 'GET', url: '/api/search?query=клезмер&lang=ru' });
      t.equal(found.statusCode, 200);
      const hit = (found.json().search_materials as { slug: string; rating_count: number }[]).find(
        (m) => m.slug === 'klezmer-notes',
      );
      t.equal(hit?.rating_count, 2);
    });

    t.test('a user_id or userId in the body never chooses whose review is written', async (t) => {
      const answer = await postJson(
        app,
        COURSE,
        { rating: 1, text: 'От имени Анны?', user_id: anna.id, userId: anna.id },
        boris.headers,
      );
      t.equal(answer.statusCode, 200);
      t.equal((await mine(COURSE, anna.headers)).review, null, 'Anna still has no review of the course');
      t.equal((await mine(COURSE, boris.headers)).review?.text, 'От имени Анны?', "it is Boris's");
      const stringy = await postJson(app, COURSE, { rating: 1, user_id: String(anna.id) }, boris.headers);
      t.equal(stringy.statusCode, 200, 'a form-style id is ignored the same way');
      const deleted = await postJson(app, `${MATERIAL}/delete`, { user_id: anna.id }, boris.headers);
      t.equal(deleted.json().deleted, true);
      t.equal((await mine(MATERIAL, anna.headers)).review?.rating, 2, "Anna's review is untouched");
      t.equal((await mine(MATERIAL, boris.headers)).review, null, "Boris's is gone");
    });

    t.test('deleting removes the review and its share of the average; twice is no error', async (t) => {
      await postJson(app, MATERIAL, { rating: 4 }, boris.headers);
      const gone = await postJson(app, `${MATERIAL}/delete`, {}, anna.headers);
      t.equal(gone.statusCode, 200);
      t.same(gone.json(), { success: true, deleted: true, summary: { average: 4, count: 1 } });
      const again = await postJson(app, `${MATERIAL}/delete`, {}, anna.headers);
      t.same(again.json(), { success: true, deleted: false, summary: { average: 4, count: 1 } });
      t.same(await itemRating('/api/materials/klezmer-notes?lang=ru'), { average: 4, count: 1 });
    });

    t.test("my reviews list the reader's own only, with the item, the last edited first", async (t) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/user/reviews?lang=en',
        headers: boris.headers,
      });
      t.equal(answer.statusCode, 200);
      const body = answer.json() as {
        count: number;
        reviews: (Review & { type: string; slug: string; title: string; fallback: boolean })[];
      };
      t.equal(body.count, 2);
      t.same(
        body.reviews.map((r) => [r.type, r.slug, r.rating]),
        [
          ['materials', 'klezmer-notes', 4],
          ['courses', 'music-course', 1],
        ],
      );
      t.equal(body.reviews[1]?.title, 'Музыка местечка', 'a missing translation falls back to ru');
      t.equal(body.reviews[1]?.fallback, true);
      t.match(body.reviews[0]?.updated_at, ISO);
      const anns = await app.inject({
        method: 'GET',
        url: '/api/user/reviews?lang=ru',
        headers: anna.headers,
      });
      t.same(
        (anns.json().reviews as { slug: string }[]).map((r) => r.slug),
        ['winter-tree'],
      );
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/user/reviews?lang=ru&user_id=1',
        headers: anna.headers,
      });
      t.equal(unknown.statusCode, 400, 'no query chooses whose list');
    });

    t.test("the data export carries the reader's reviews, and only theirs", async (t) => {
      const answer = await app.inject({ method: 'GET', url: '/api/user/export', headers: boris.headers });
      t.equal(answer.statusCode, 200);
      const reviews = answer.json().reviews as {
        item_type: string;
        slug: string;
        rating: number;
        text: string | null;
      }[];
      t.same(reviews.map((r) => [r.item_type, r.slug, r.rating]).sort(), [
        ['courses', 'music-course', 1],
        ['materials', 'klezmer-notes', 4],
      ]);
    });

    t.test("an account deleted with its reviews leaves the items' counts right", async (t) => {
      await api.db.query('DELETE FROM users WHERE id = $1', [boris.id]);
      t.same(await itemRating('/api/materials/klezmer-notes?lang=ru'), { average: null, count: 0 });
      t.same(await itemRating('/api/courses/music-course?lang=ru'), { average: null, count: 0 });
    });
  });

  t.test(`${backend}: writes are limited per account with 429 and Retry-After`, async (t) => {
    const api = await readerApi(t, backend, { REVIEW_WRITES_PER_HOUR: '3' });
    const { app } = api;
    const anna = await reader(api, 'anna@example.org');
    const boris = await reader(api, 'boris@example.org');
    for (const rating of [1, 2, 3]) {
      t.equal((await postJson(app, MATERIAL, { rating }, anna.headers)).statusCode, 200, `write ${rating}`);
    }
    const refused = await postJson(app, MATERIAL, { rating: 5 }, anna.headers);
    t.equal(refused.statusCode, 429);
    t.equal(refused.json().error, 'rate_limited');
    t.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After says when');
    const deleting = await postJson(app, `${MATERIAL}/delete`, {}, anna.headers);
    t.equal(deleting.statusCode, 429, 'deletes count too');
    const kept = await app.inject({ method: 'GET', url: MATERIAL, headers: anna.headers });
    t.equal(kept.json().review.rating, 3, 'the refused write changed nothing');
    t.equal(
      (await postJson(app, MATERIAL, { rating: 5 }, boris.headers)).statusCode,
      200,
      'another account is unaffected',
    );
    t.equal(
      (await app.inject({ method: 'GET', url: MATERIAL, headers: anna.headers })).statusCode,
      200,
      'reads are not limited',
    );
  });
}
