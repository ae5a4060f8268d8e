/**
 * Likes by signed-in users and the like allowances of docs/rules.md R19: a user likes an item once (20
 * parallel likes add one), at most so many items a day; anonymous likes are limited per address and
 * hour on top of the per-item rules (covered in engagement.test.ts).
 */
import t from 'tap';
import { backends, idOf, postForm, reader, readerApi } from './helpers/reader.ts';

const like = (id: number) => `/api/materials/${id}/increase-likes`;

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { LIKES_PER_USER_PER_DAY: '2', LIKES_PER_IP_PER_HOUR: '2' });
    const { app, db } = api;
    const ids = await Promise.all(
      ['klezmer-notes', 'winter-tree', 'odesa-humour', 'literature-memory'].map((slug) =>
        idOf(api, 'materials', slug),
      ),
    );
    const [first, second, third, fourth] = ids as [number, number, number, number];
    const anna = await reader(api, 'likes-anna@example.org', 'Анна');

    t.test('20 parallel likes by one signed-in user count once, from any address', async (t) => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postForm(
            app,
            like(first),
            { lang: 'ru' },
            { ...anna.headers, 'x-forwarded-for': `198.51.100.${i + 1}` },
          ),
        ),
      );
      t.ok(answers.every((a) => a.statusCode === 200));
      t.equal(answers.filter((a) => a.json().success).length, 1);
      const [row] = await db.query<{ like_count: number }>('SELECT like_count FROM materials WHERE id = $1', [
        first,
      ]);
      t.equal(row?.like_count, 1);
      const [voter] = await db.query<{ voter_key: string }>(
        'SELECT voter_key FROM likes WHERE item_id = $1',
        [first],
      );
      t.equal(voter?.voter_key, `u:${anna.id}`, 'the voter is the user, not a cookie');
    });

    t.test('a user reaches the daily allowance: 429 with the wait until the day ends', async (t) => {
      const ok = await postForm(
        app,
        like(second),
        { lang: 'ru' },
        { ...anna.headers, 'x-forwarded-for': '198.51.100.50' },
      );
      t.equal(ok.statusCode, 200);
      const over = await postForm(
        app,
        like(third),
        { lang: 'ru' },
        { ...anna.headers, 'x-forwarded-for': '198.51.100.51' },
      );
      t.equal(over.statusCode, 429);
      t.equal(over.json().error, 'rate_limited');
      const wait = Number(over.headers['retry-after']);
      t.ok(wait >= 1 && wait <= 86_400, `Retry-After ${wait}`);
    });

    t.test(
      'anonymous likes from one address stop at the hourly allowance; another address is free',
      async (t) => {
        const from = (ip: string, id: number, visitor: string) =>
          postForm(app, like(id), { lang: 'ru' }, { 'x-forwarded-for': ip, 'x-visitor-id': visitor });
        t.equal((await from('203.0.113.9', third, 'visitor-one-aaaa')).statusCode, 200);
        t.equal((await from('203.0.113.9', fourth, 'visitor-two-aaaa')).statusCode, 200);
        const over = await from('203.0.113.9', second, 'visitor-three-aa');
        t.equal(over.statusCode, 429);
        t.ok(Number(over.headers['retry-after']) <= 3600);
        t.equal((await from('203.0.113.10', second, 'visitor-four-aaa')).statusCode, 200);
      },
    );
  });
}
