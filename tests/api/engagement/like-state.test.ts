/**
 * Likes count people, not networks (docs/product.md#content-and-engagement): two signed-in readers behind one address
 * each like once, and the like-state call tells a reader (the session's user, else the browser's like
 * cookie) whether they have liked an item, so the button keeps its state after a reload.
 */
import t from 'tap';
import { backends, idOf, postForm, reader, readerApi } from './helpers/reader.ts';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { LIKES_PER_IP_PER_HOUR: '60', LIKES_PER_USER_PER_DAY: '50' });
    const { app } = api;
    const id = await idOf(api, 'materials', 'klezmer-notes');
    const like = (headers: Record<string, string>) =>
      postForm(app, `/api/materials/${id}/increase-likes`, { lang: 'ru' }, headers);
    const state = async (headers: Record<string, string>) => {
      const answer = await app.inject({ method: 'GET', url: `/api/materials/${id}/like-state`, headers });
      t.equal(answer.statusCode, 200);
      return answer.json().liked as boolean;
    };
    const anna = await reader(api, 'state-anna@example.org', 'Анна');
    const boris = await reader(api, 'state-boris@example.org', 'Борис');
    const router = { 'x-forwarded-for': '203.0.113.40' };

    t.test('two signed-in readers behind one address each count once', async (t) => {
      const first = await like({ ...anna.headers, ...router });
      t.same(first.json().success, true);
      const second = await like({ ...boris.headers, ...router });
      t.same(second.json(), { success: true, like_count: first.json().like_count + 1 });
      t.equal((await like({ ...boris.headers, ...router })).json().success, false, 'a second press does not');
    });

    t.test("the like state is the reader's own", async (t) => {
      const carol = await reader(api, 'state-carol@example.org', 'Кэрол');
      t.equal(await state(anna.headers), true, 'a reader who liked');
      t.equal(await state(carol.headers), false, 'a reader who did not');
      t.equal(await state({}), false, 'a visitor with neither session nor cookie');
      const visitor = { 'x-visitor-id': 'browser-state-aaaa', ...router };
      t.equal(await state(visitor), false, 'a browser before its like');
      t.equal((await like(visitor)).json().success, true, 'a browser behind the same address likes too');
      t.equal(await state(visitor), true, 'and then has liked');
      t.equal(await state({ 'x-visitor-id': 'browser-state-bbbb' }), false, 'another browser has not');
    });
  });
}
