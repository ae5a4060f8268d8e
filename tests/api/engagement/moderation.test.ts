/**
 * Comment safety for readers (docs/rules.md R17, R19): a reader reports a shown comment once
 * (never their own; at most COMMENT_REPORTS_PER_HOUR an hour, then 429); a new account's first comments
 * that carry a link wait for moderation: the author is told so and sees them, nobody else does, and
 * they are not counted; a comment the rules do not hold is shown at once.
 */
import t from 'tap';
import { backends, postForm, reader, readerApi } from './helpers/reader.ts';

const LIST = '/api/materials/klezmer-notes/comments?lang=ru';
const MINE = '/api/materials/klezmer-notes/comments/mine?lang=ru';
const POST = '/api/materials/klezmer-notes/';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { COMMENT_REPORTS_PER_HOUR: '3' });
    const { app } = api;
    const anna = await reader(api, 'anna@example.org', 'Анна');
    const boris = await reader(api, 'boris@example.org', 'Борис');
    const vera = await reader(api, 'vera@example.org', 'Вера');
    // The accounts domain's test clock dates accounts months back: only Vera's is made new here.
    await api.db.query('UPDATE users SET created_at = now() - interval $$2 days$$ WHERE id = $1', [vera.id]);
    const comment = async (who: { headers: Record<string, string> }, content: string) => {
      const answer = await postForm(app, POST, { content, lang: 'ru' }, who.headers);
      t.equal(answer.statusCode, 200, content);
      return answer.json().comment as { id: number; awaiting_moderation?: boolean };
    };
    const list = async () => (await app.inject({ method: 'GET', url: LIST })).json();
    const report = (id: number, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/comments/${id}/report`, headers });

    t.test("a new account's first comments with a link wait; the author alone sees them", async (t) => {
      const held = await comment(vera, 'Смотрите https://spam.example/offer');
      t.equal(held.awaiting_moderation, true, 'the answer says it waits');
      const bare = await comment(vera, 'И ещё klezmer-deals.com/now');
      t.equal(bare.awaiting_moderation, true, 'a bare host counts as a link');
      const plain = await comment(vera, 'Спасибо за статью!');
      t.notOk(plain.awaiting_moderation, 'without a link it is shown at once');
      const listed = await list();
      t.same(
        listed.comments.map((c: { id: number }) => c.id),
        [plain.id],
        'the shared list shows only the shown comment',
      );
      t.equal(listed.countComments, 1, 'the waiting ones are not counted');

      const mine = await app.inject({ method: 'GET', url: MINE, headers: vera.headers });
      t.equal(mine.statusCode, 200);
      t.same(
        mine
          .json()
          .comments.map((c: { id: number; awaiting_moderation: boolean }) => [c.id, c.awaiting_moderation]),
        [
          [bare.id, true],
          [held.id, true],
        ],
        'the author sees both, marked, newest first',
      );
      const others = await app.inject({ method: 'GET', url: MINE, headers: anna.headers });
      t.same(others.json().comments, [], 'another reader sees none of them');
      t.equal((await app.inject({ method: 'GET', url: MINE })).statusCode, 401, 'needs a session');
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/materials/no-such-item/comments/mine?lang=ru',
        headers: vera.headers,
      });
      t.equal(unknown.statusCode, 404);

      const fourth = await comment(vera, 'Ссылка www.example.org после трёх комментариев');
      t.notOk(fourth.awaiting_moderation, 'after the first three, links are shown');
      const old = await comment(anna, 'Старый аккаунт: https://example.org');
      t.notOk(old.awaiting_moderation, "an older account's link is shown");
    });

    t.test('reporting needs a session and a shown comment', async (t) => {
      const [shown] = (await list()).comments;
      t.equal((await report(shown.id)).statusCode, 401);
      t.equal((await report(999_999, boris.headers)).statusCode, 404, 'an unknown comment');
      const [waiting] = await api.db.query<{ id: number }>(
        `SELECT id FROM comments WHERE status = 'pending' LIMIT 1`,
      );
      t.equal(
        (await report(waiting?.id ?? 0, boris.headers)).statusCode,
        404,
        'a waiting comment is not shown',
      );
      const bad = await app.inject({
        method: 'POST',
        url: '/api/comments/abc/report',
        headers: boris.headers,
      });
      t.equal(bad.statusCode, 400);
    });

    t.test('one report per reader and comment; never one of your own', async (t) => {
      const mineComment = await comment(boris, 'Комментарий Бориса');
      const own = await report(mineComment.id, boris.headers);
      t.equal(own.statusCode, 409);
      t.equal(own.json().error, 'own_comment');

      const first = await report(mineComment.id, anna.headers);
      t.equal(first.statusCode, 200);
      t.same(first.json(), { success: true, already: false });
      const again = await report(mineComment.id, anna.headers);
      t.same(again.json(), { success: true, already: true }, 'the second says it was reported already');
      const rows = await api.db.query<{ user_id: number }>(
        'SELECT user_id FROM comment_reports WHERE comment_id = $1',
        [mineComment.id],
      );
      t.same(
        rows.map((row) => row.user_id),
        [anna.id],
        "one row, the session user's",
      );
    });

    t.test(
      "the reader's own call says which shown comments are theirs and which they reported",
      async (t) => {
        const byBoris = await comment(boris, 'Ещё один комментарий Бориса');
        const report1 = await report(byBoris.id, anna.headers);
        t.equal(report1.statusCode, 200, 'Anna reports it');
        const marks = async (who: { headers: Record<string, string> }) => {
          const answer = (await app.inject({ method: 'GET', url: MINE, headers: who.headers })).json();
          return { own: answer.own as number[], reported: answer.reported as number[] };
        };
        const boriss = await marks(boris);
        t.ok(boriss.own.includes(byBoris.id), 'his comment is his own: no report control for it');
        t.notOk(boriss.reported.includes(byBoris.id), 'a report by someone else is not his');
        const annas = await marks(anna);
        t.ok(annas.reported.includes(byBoris.id), 'the comment she reported says so after a reload');
        t.notOk(annas.own.includes(byBoris.id));
      },
    );

    t.test('reports are limited per account (429 with Retry-After)', async (t) => {
      const target = await comment(anna, 'Комментарий для жалоб');
      // Vera made no report yet: three are allowed in the hour, the fourth is refused.
      for (let i = 0; i < 3; i += 1) t.equal((await report(target.id, vera.headers)).statusCode, 200);
      const over = await report(target.id, vera.headers);
      t.equal(over.statusCode, 429);
      t.equal(over.json().error, 'rate_limited');
      t.ok(Number(over.headers['retry-after']) > 0);
      const gleb = await reader(api, 'gleb@example.org', 'Глеб');
      t.equal((await report(target.id, gleb.headers)).statusCode, 200, 'another account is unaffected');
    });
  });
}
