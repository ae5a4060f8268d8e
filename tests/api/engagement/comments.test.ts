/**
 * Comments (docs/product.md#states, docs/architecture.md#the-call-contract; docs/rules.md R4, R17, R19, R31): listed per item and language newest first with
 * their count; written only with a session, as that session's user, exactly as typed; refused when
 * empty, too long, too soon, repeated or too many.
 */
import t from 'tap';
import { backends, postForm, reader, readerApi } from './helpers/reader.ts';

type Listed = {
  comments: {
    id: number;
    content: string;
    created_at: string;
    user: { name: string | null; surname: string | null };
  }[];
  countComments: number;
};

const LIST = '/api/materials/klezmer-notes/comments';
const POST = '/api/materials/klezmer-notes/';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend);
    const { app } = api;
    const anna = await reader(api, 'anna@example.org', 'Анна', 'Гринберг');
    const boris = await reader(api, 'boris@example.org', 'Борис', '');
    const list = async (url = `${LIST}?lang=ru`) => {
      const answer = await app.inject({ method: 'GET', url });
      t.equal(answer.statusCode, 200, url);
      return answer.json() as Listed;
    };

    t.test('an item without comments answers an empty list and a zero count', async (t) => {
      t.same(await list('/api/materials/winter-tree/comments?lang=en'), { comments: [], countComments: 0 });
    });

    t.test(
      'reading is refused for an unknown item, a bad type or slug, and unknown parameters',
      async (t) => {
        const cases: [string, number][] = [
          ['/api/materials/no-such-material/comments', 404],
          ['/api/materials/hidden-draft/comments', 404],
          ['/api/users/klezmer-notes/comments', 400],
          ['/api/materials/Bad_Slug/comments', 400],
          [`${LIST}?lang=de`, 400],
          [`${LIST}?lang=ru&limit=5`, 400],
        ];
        for (const [url, status] of cases) {
          t.equal((await app.inject({ method: 'GET', url })).statusCode, status, url);
        }
      },
    );

    t.test('posting needs a session: without one it is 401 and nothing is stored', async (t) => {
      const answer = await postForm(app, POST, { content: 'Без входа', lang: 'ru' });
      t.equal(answer.statusCode, 401);
      t.equal(answer.json().error, 'unauthorized');
      const forged = await postForm(
        app,
        POST,
        { content: 'Чужой токен', lang: 'ru' },
        {
          authorization: `Bearer ${'A'.repeat(43)}`,
        },
      );
      t.equal(forged.statusCode, 401, 'an unknown token is no session');
      t.equal((await list()).countComments, 0);
    });

    t.test('the author is the session user, never the user_id of the form', async (t) => {
      const answer = await postForm(
        app,
        POST,
        { content: 'Пишу от имени Анны?', user_id: String(anna.id), lang: 'ru' },
        boris.headers,
      );
      t.equal(answer.statusCode, 200);
      const body = answer.json();
      t.equal(body.success, true);
      t.same(body.comment.user, { name: 'Борис', surname: '' });
      const [row] = await api.db.query<{ user_id: number }>('SELECT user_id FROM comments WHERE id = $1', [
        body.comment.id,
      ]);
      t.equal(row?.user_id, boris.id, 'stored as Boris');
    });

    t.test('text is stored and answered exactly as typed, markup and line breaks included', async (t) => {
      const hostile = '<script>alert(1)</script>"><svg onload=alert(1)>\n  вторая строка  ';
      const answer = await postForm(app, POST, { content: hostile, lang: 'ru' }, anna.headers);
      t.equal(answer.statusCode, 200);
      t.equal(answer.json().comment.content, hostile);
      const listed = await list();
      t.equal(listed.comments[0]?.content, hostile, 'newest first, identical');
      t.same(listed.comments[0]?.user, { name: 'Анна', surname: 'Гринберг' });
      t.match(listed.comments[0]?.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      t.equal(listed.countComments, 2);
    });

    t.test('comments belong to the language they were written in', async (t) => {
      const answer = await postForm(
        app,
        POST,
        { content: 'Thank you for the music', lang: 'en' },
        anna.headers,
      );
      t.equal(answer.statusCode, 200);
      const en = await list(`${LIST}?lang=en`);
      t.same(
        en.comments.map((c) => c.content),
        ['Thank you for the music'],
      );
      t.equal((await list()).countComments, 2, 'the Russian list is unchanged');
    });

    t.test('empty, invisible-only and over-long comments are refused naming the field', async (t) => {
      const before = (await list()).countComments;
      for (const content of ['', '   \n ', '\u200b\u2060\ufeff', 'ж'.repeat(5001), '🎻'.repeat(5001)]) {
        const answer = await postForm(app, POST, { content, lang: 'ru' }, anna.headers);
        t.equal(answer.statusCode, 400, `${JSON.stringify(content.slice(0, 6))}… (${content.length})`);
        t.equal(answer.json().field, 'content');
      }
      const fits = await postForm(app, POST, { content: '🎻'.repeat(5000), lang: 'ru' }, anna.headers);
      t.equal(fits.statusCode, 200, '5 000 characters of two UTF-16 units each fit');
      t.equal((await list()).countComments, before + 1);
    });

    t.test('unknown form fields and a bad user_id are refused', async (t) => {
      const extra = await postForm(app, POST, { content: 'x', lang: 'ru', admin: '1' }, anna.headers);
      t.equal(extra.statusCode, 400);
      const badId = await postForm(app, POST, { content: 'x', lang: 'ru', user_id: 'abc' }, anna.headers);
      t.equal(badId.statusCode, 400);
      const gone = await postForm(app, '/api/materials/no-such-material/', { content: 'x' }, anna.headers);
      t.equal(gone.statusCode, 404);
    });
  });

  t.test(`${backend}: rate limits`, async (t) => {
    const api = await readerApi(t, backend, {
      COMMENT_INTERVAL_SECONDS: '5',
      COMMENT_DUPLICATE_WINDOW_SECONDS: '300',
      COMMENTS_PER_DAY: '50',
    });
    const { app } = api;
    const vera = await reader(api, 'vera@example.org', 'Вера');
    const gleb = await reader(api, 'gleb@example.org', 'Глеб');

    t.test(
      'a second comment within 5 seconds gets 429 with Retry-After; others are unaffected',
      async (t) => {
        t.equal((await postForm(app, POST, { content: 'Первый', lang: 'ru' }, vera.headers)).statusCode, 200);
        const again = await postForm(app, POST, { content: 'Второй', lang: 'ru' }, vera.headers);
        t.equal(again.statusCode, 429);
        t.equal(again.json().error, 'rate_limited');
        const wait = Number(again.headers['retry-after']);
        t.ok(wait >= 1 && wait <= 5, `Retry-After ${wait}`);
        t.equal((await postForm(app, POST, { content: 'Второй', lang: 'ru' }, gleb.headers)).statusCode, 200);
      },
    );

    t.test('20 parallel identical posts by one user store exactly one comment', async (t) => {
      const ira = await reader(api, 'ira@example.org', 'Ира');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postForm(app, POST, { content: 'Спасибо!', lang: 'ru' }, ira.headers),
        ),
      );
      t.equal(answers.filter((a) => a.statusCode === 200).length, 1);
      t.equal(answers.filter((a) => a.statusCode === 429).length, 19);
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM comments WHERE user_id = $1',
        [ira.id],
      );
      t.equal(row?.count, 1);
    });
  });

  t.test(`${backend}: duplicates and the daily limit`, async (t) => {
    const api = await readerApi(t, backend, {
      COMMENT_DUPLICATE_WINDOW_SECONDS: '300',
      COMMENTS_PER_DAY: '3',
    });
    const { app } = api;
    const lev = await reader(api, 'lev@example.org', 'Лев');

    t.test('the same text again within 5 minutes is refused; another text is not', async (t) => {
      t.equal((await postForm(app, POST, { content: 'Повтор', lang: 'ru' }, lev.headers)).statusCode, 200);
      const repeat = await postForm(
        app,
        '/api/materials/winter-tree/',
        { content: 'Повтор', lang: 'en' },
        lev.headers,
      );
      t.equal(repeat.statusCode, 429, 'on any item, in any language');
      t.equal(repeat.json().error, 'duplicate_comment');
      t.ok(Number(repeat.headers['retry-after']) > 0);
      t.equal((await postForm(app, POST, { content: 'Не повтор', lang: 'ru' }, lev.headers)).statusCode, 200);
    });

    t.test('the daily limit stops the next comment', async (t) => {
      t.equal((await postForm(app, POST, { content: 'Третий', lang: 'ru' }, lev.headers)).statusCode, 200);
      const fourth = await postForm(app, POST, { content: 'Четвёртый', lang: 'ru' }, lev.headers);
      t.equal(fourth.statusCode, 429);
      t.equal(fourth.json().error, 'rate_limited');
      const wait = Number(fourth.headers['retry-after']);
      t.ok(wait > 86_000 && wait <= 86_400, `about a day: ${wait}`);
    });
  });
}
