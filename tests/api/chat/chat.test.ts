/**
 * The support chat's calls (docs/product.md#screens "Profile area", docs/product.md#content-model; docs/product.md#content-and-engagement; docs/rules.md R2, R4, R17,
 * R19) on PGlite and, with DATABASE_URL, PostgreSQL: one thread per user, messages as typed with their
 * dates, administrators' replies as `admin` and counted unread in the user call until read, bad input
 * a 400 naming the field, guests 401, a body's user id never choosing the thread, and the per-account
 * limit a 429 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { createChatRepository } from '../../../api/chat/repository.ts';
import { backends, postJson, type Reader, reader, readerApi } from '../engagement/helpers/reader.ts';

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const HOSTILE = '  <script>alert(1)</script>"><svg onload=alert(1)>\nвторая строка  ';

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { CHAT_MESSAGES_PER_10_MINUTES: '3' });
    const { app, db } = api;
    const chat = createChatRepository(db);
    const anna = await reader(api, 'chat-anna@example.org', 'Анна');
    const boris = await reader(api, 'chat-boris@example.org', 'Борис');
    const send = (who: Reader, body: Record<string, unknown>) =>
      postJson(app, '/api/chat', body, who.headers);
    const thread = async (who: Reader, query = '') =>
      (await get(app, `/api/chat${query}`, who.headers)).json();
    const unread = async (who: Reader) =>
      (await get(app, '/api/user', who.headers)).json().user.chat.unread_user_messages;
    const threadId = async (who: Reader) =>
      (await db.query<{ id: number }>('SELECT id FROM chat_threads WHERE user_id = $1', [who.id]))[0]?.id ??
      0;

    t.test('a guest gets 401 from every chat call', async (t) => {
      t.equal((await get(app, '/api/chat')).statusCode, 401);
      t.equal((await postJson(app, '/api/chat', { messageText: 'hello' })).statusCode, 401);
      t.equal((await postJson(app, '/api/chat/read', { up_to: 1 })).statusCode, 401);
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM chat_messages');
      t.equal(row?.count, 0, 'nothing was written');
    });

    t.test('a new user has an empty thread and no unread message', async (t) => {
      t.same(await thread(anna), { messages: [], has_earlier: false, unread_user_messages: 0 });
      t.equal(await unread(anna), 0);
    });

    t.test('a message is stored exactly as typed, with its date, in the sender’s one thread', async (t) => {
      const answer = await send(anna, { messageText: HOSTILE });
      t.equal(answer.statusCode, 200, answer.body);
      const { message } = answer.json();
      t.equal(message.content, HOSTILE, 'not trimmed, not escaped, line break kept');
      t.equal(message.from, 'user');
      t.match(message.created_at, ISO);
      await send(anna, { messageText: 'second' });
      const { messages } = await thread(anna);
      t.same(
        messages.map((m: { content: string }) => m.content),
        [HOSTILE, 'second'],
        'oldest first',
      );
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM chat_threads WHERE user_id = $1',
        [anna.id],
      );
      t.equal(row?.count, 1, 'one thread per user');
    });

    t.test('bad input is a 400 naming the field with a message, and nothing is stored', async (t) => {
      const before = (await thread(boris)).messages.length;
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'messageText'],
        [{ messageText: '' }, 'messageText'],
        [{ messageText: ' \n\u200b ' }, 'messageText'],
        [{ messageText: 'x'.repeat(2001) }, 'messageText'],
        [{ messageText: 'a\u0000b' }, 'messageText'],
        [{ messageText: 42 }, 'messageText'],
        [{ messageText: 'hi', thread: 3 }, ''],
        [{ messageText: 'hi', userId: 'anna' }, 'userId'],
      ];
      for (const [body, field] of cases) {
        const answer = await send(boris, body);
        t.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 50));
        const error = answer.json();
        t.equal(error.error, 'validation_failed');
        t.type(error.message, 'string');
        t.ok(error.message.length > 0, 'with a message');
        if (field) t.equal(error.field, field);
      }
      t.equal((await get(app, '/api/chat?after=abc', boris.headers)).statusCode, 400);
      t.equal((await get(app, '/api/chat?after=1&after=2', boris.headers)).statusCode, 400);
      t.equal((await postJson(app, '/api/chat/read', { up_to: -1 }, boris.headers)).statusCode, 400);
      t.equal((await postJson(app, '/api/chat/read', {}, boris.headers)).statusCode, 400);
      t.equal((await thread(boris)).messages.length, before, 'nothing was stored');
      const longest = '🕎'.repeat(2000);
      t.equal((await send(boris, { messageText: longest })).statusCode, 200, '2 000 characters are accepted');
    });

    t.test("a body's userId or user_id never chooses whose thread is written or read", async (t) => {
      const annaBefore = (await thread(anna)).messages.length;
      const answer = await send(boris, { messageText: 'from Boris', userId: anna.id, user_id: anna.id });
      t.equal(answer.statusCode, 200);
      t.equal((await thread(anna)).messages.length, annaBefore, "Anna's thread is unchanged");
      const borisMessages = (await thread(boris)).messages.map((m: { content: string }) => m.content);
      t.equal(borisMessages.at(-1), 'from Boris', "it is in Boris's thread");
      t.match(api.logs(), /chat message user id ignored/, 'the mismatch is logged');
    });

    t.test('an admin reply is unread in the user call until the user reads it', async (t) => {
      const id = await threadId(anna);
      const reply = await chat.reply(id, 'Ответ администратора');
      t.equal(await unread(anna), 1, 'the user call counts it');
      t.equal(await unread(boris), 0, 'not anyone else');
      const seen = await thread(anna);
      t.equal(seen.unread_user_messages, 1, 'reading the thread alone does not clear it');
      const last = seen.messages.at(-1);
      t.match(last, { id: reply.id, from: 'admin', content: 'Ответ администратора' });
      t.match(last.created_at, ISO);

      const newer = await thread(anna, `?after=${reply.id - 1}`);
      t.same(
        newer.messages.map((m: { id: number }) => m.id),
        [reply.id],
        'after= answers only the newer messages',
      );
      t.same((await thread(anna, `?after=${reply.id}`)).messages, []);

      const byBoris = await postJson(
        app,
        '/api/chat/read',
        { up_to: reply.id, user_id: anna.id, userId: anna.id },
        boris.headers,
      );
      t.equal(byBoris.statusCode, 200, 'a user id in the body is accepted…');
      t.equal(await unread(anna), 1, "…and Boris's read does not clear Anna's counter");

      const second = await chat.reply(id, 'И ещё');
      const partly = await postJson(app, '/api/chat/read', { up_to: reply.id }, anna.headers);
      t.same(partly.json(), { success: true, unread_user_messages: 1 }, 'only up to the message named');
      const all = await postJson(app, '/api/chat/read', { up_to: second.id }, anna.headers);
      t.same(all.json(), { success: true, unread_user_messages: 0 });
      t.equal(await unread(anna), 0, 'the user call says 0 again');
    });

    t.test(
      'the fourth message in ten minutes is a 429 with Retry-After; others are unaffected',
      async (t) => {
        const clara = await reader(api, 'chat-clara@example.org', 'Клара');
        for (const n of [1, 2, 3]) t.equal((await send(clara, { messageText: `m${n}` })).statusCode, 200);
        const refused = await send(clara, { messageText: 'm4' });
        t.equal(refused.statusCode, 429);
        t.equal(refused.json().error, 'chat_rate_limited');
        t.type(refused.json().message, 'string');
        const wait = Number(refused.headers['retry-after']);
        t.ok(wait > 500 && wait <= 600, `Retry-After ${wait} s is the rest of the ten minutes`);
        t.equal((await thread(clara)).messages.length, 3, 'the refused message is not stored');
        // Admin replies do not count towards the user's limit, and another user still writes.
        await chat.reply(await threadId(clara), 'reply');
        t.equal((await send(boris, { messageText: 'still fine' })).statusCode, 200);
        // Ten minutes later the window has passed.
        await db.query(
          `UPDATE chat_messages SET created_at = created_at - interval '11 minutes'
         WHERE thread_id = $1`,
          [await threadId(clara)],
        );
        t.equal((await send(clara, { messageText: 'm5' })).statusCode, 200, 'allowed again after the window');
      },
    );

    t.test('two parallel messages cannot both slip under the limit', async (t) => {
      const dan = await reader(api, 'chat-dan@example.org', 'Дан');
      await send(dan, { messageText: 'one' });
      await send(dan, { messageText: 'two' });
      const answers = await Promise.all([send(dan, { messageText: 'a' }), send(dan, { messageText: 'b' })]);
      t.same(answers.map((a) => a.statusCode).sort(), [200, 429]);
    });
  });
}
