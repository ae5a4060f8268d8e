/**
 * The support chat's admin commands against a running server (docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement): `npm run
 * admin -- chat-threads` lists the threads waiting for a reply, `chat-show` prints one with dates and
 * who wrote each message, and `chat-reply` answers as the administrator: the reply is in the user's
 * next thread call with the admin label and counted unread in the user call, and the thread no longer
 * waits; the reply names the user's reader tag, so web instances drop what they keep for that reader
 * (docs/architecture.md#the-reader-cache), as the user's own message did on its answer. Proved on
 * PGlite and on PostgreSQL when DATABASE_URL is set.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { contentChangesOf, databaseOf } from '../../../api/app.ts';
import { backends } from '../../helpers/api/build.ts';
import { bearer, post } from '../accounts/helpers/api.ts';
import { confirmedUser, loginToken } from '../accounts/helpers/users.ts';
import { admin, EMAIL, environment, startServer } from './helpers.ts';

// Each command is a child process; five of them per backend, with a server start.
t.setTimeout(360_000);

const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

for (const backend of backends()) {
  t.test(`${backend}: list, show and reply to a support chat while the server runs`, async (t) => {
    const env = await environment(t, backend);
    const app = await startServer(env);
    t.teardown(() => app.close());
    const user = await confirmedUser(app, env.DATA_DIR as string, EMAIL);
    const token = await loginToken(app, user);
    const userId = (await get(app, '/api/user', token)).json().user.id as number;

    const idle = await admin(env, 'chat-threads');
    t.equal(idle.code, 0, idle.stderr);
    t.match(idle.stdout, /no chat is waiting for a reply/);

    for (const text of ['Не открывается курс', 'Вторая строка\nи третья']) {
      const sent = await post(app, '/api/chat', { messageText: text }, bearer(token));
      t.equal(sent.statusCode, 200, sent.body);
      t.equal(sent.headers['x-cache-drops'], `reader:${userId}`, "the user's own write names their reader");
    }
    const [thread] = await databaseOf(app).query<{ id: number }>('SELECT id FROM chat_threads');
    const threadId = String(thread?.id);

    const list = await admin(env, 'chat-threads');
    t.equal(list.code, 0, list.stderr);
    t.match(list.stdout, /chat-threads: 1 waiting for a reply/);
    t.match(
      list.stdout,
      new RegExp(`thread ${threadId}\\s+${EMAIL}\\s+waiting since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC`),
    );
    t.match(list.stdout, /\(2 messages\)\s+"Вторая строка и третья"/, 'quoting the last message');

    const show = await admin(env, 'chat-show', EMAIL);
    t.equal(show.code, 0, show.stderr);
    t.match(show.stdout, `chat-show: thread ${threadId}`);
    t.match(show.stdout, /#\d+ \d{4}-\d\d-\d\d \d\d:\d\d UTC user:\n {4}Не открывается курс\n/);
    t.match(show.stdout, /user:\n {4}Вторая строка\n {4}и третья/, 'line breaks kept');

    const heard: string[] = [];
    contentChangesOf(app).on((tags) => heard.push(...tags));
    const reply = await admin(env, 'chat-reply', threadId, 'Здравствуйте! Уже исправили.');
    t.equal(reply.code, 0, reply.stderr);
    t.same(heard, [`reader:${userId}`], "the reply drops what web instances keep for the user's pages");
    t.match(reply.stdout, /chat-reply: reply #\d+ sent to user \d+ in thread/);

    const answer = (await get(app, '/api/chat', token)).json();
    t.match(answer.messages.at(-1), { from: 'admin', content: 'Здравствуйте! Уже исправили.' });
    t.equal(answer.unread_user_messages, 1);
    const userCall = (await get(app, '/api/user', token)).json();
    t.equal(userCall.user.chat.unread_user_messages, 1, 'the header counter has it');

    const after = await admin(env, 'chat-threads');
    t.match(after.stdout, /no chat is waiting for a reply/, 'answered threads are no longer listed');
    const shown = await admin(env, 'chat-show', threadId);
    t.match(shown.stdout, /admin:\n {4}Здравствуйте! Уже исправили\./);

    const unknown = await admin(env, 'chat-reply', '99999', 'hello');
    t.equal(unknown.code, 1);
    t.equal(unknown.stderr, 'admin: no chat thread with that number or e-mail\n');
    const empty = await admin(env, 'chat-reply', threadId, '   ');
    t.equal(empty.code, 1);
    t.match(empty.stderr, /^admin: text: the message is empty\n$/);
    t.equal((await get(app, '/api/chat', token)).json().messages.length, 3, 'refused replies wrote nothing');
  });
}
