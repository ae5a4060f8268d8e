/**
 * The editors' desk calls (docs/desk.md) on the content API: every desk call is a 404 to a visitor
 * and to a reader, whatever they send; an administrator works each queue (support inbox, saved
 * replies, questionnaires, comments, readers) and each write lands in the append-only audit log; a
 * revoked administrator loses the desk at the next request; the last administrator keeps the role;
 * an administrator's session ends after 12 hours idle while a reader's does not.
 */
import t from 'tap';
import { buildPath } from '../../../../shared/contract/define.ts';
import { deskCalls } from '../../../../shared/contract/desk.ts';
import { waitForMail } from '../../accounts/helpers/outbox.ts';
import { backends, postForm, postJson, reader, readerApi } from '../../engagement/helpers/reader.ts';

const POST_COMMENT = '/api/materials/klezmer-notes/';

/** A body each desk write accepts, so only the caller decides the answer. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'desk.me': { desk_mail: false },
  'desk.chat-reply': { text: 'Hello' },
  'desk.saved-reply-add': { locale: 'en', title: 'Thanks', content: 'Thank you!' },
  'desk.access-decide': { decision: 'grant' },
  'desk.comment-decide': { action: 'approve' },
  'desk.reader-act': { action: 'make-admin' },
};

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend);
    const { app, db } = api;
    const anna = await reader(api, 'anna@example.org', 'Анна', 'Левина');
    const boris = await reader(api, 'boris@example.org', 'Boris');
    const editor = await reader(api, 'editor@example.org', 'Eda', 'Editor');
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [editor.id]);
    const get = (url: string, headers: Record<string, string> = editor.headers) =>
      app.inject({ method: 'GET', url, headers });
    const post = (url: string, body: Record<string, unknown> = {}, headers = editor.headers) =>
      postJson(app, url, body, headers);
    const audit = async () =>
      (await get('/api/desk/audit')).json().entries as { action: string; actor: string; target: string }[];

    t.test('a visitor and a reader get 404 from every desk call, and nothing changes', async (t) => {
      const before = await db.query('SELECT count(*)::int AS n FROM audit_log');
      for (const call of Object.values(deskCalls)) {
        const url = `${buildPath(call, { id: anna.id })}${call.id === 'desk.readers' ? '?q=anna' : ''}`;
        for (const [who, headers] of [
          ['visitor', {}],
          ['reader', anna.headers],
        ] as const) {
          const answer =
            call.method === 'GET'
              ? await app.inject({ method: 'GET', url, headers })
              : await postJson(app, url, VALID_BODIES[call.id] ?? {}, headers);
          t.equal(answer.statusCode, 404, `${who}: ${call.method} ${url}`);
          t.equal(answer.json().error, 'not_found', `${who}: ${call.id} says not_found`);
        }
      }
      t.same(await db.query('SELECT count(*)::int AS n FROM audit_log'), before, 'no entry was written');
      const [row] = await db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [anna.id]);
      t.equal(row?.role, 'user', 'the reader did not make herself an administrator');
    });

    t.test('the support inbox: waiting threads, a reply the reader sees, done without a reply', async (t) => {
      t.equal((await post('/api/chat', { messageText: 'Где найти уроки?' }, anna.headers)).statusCode, 200);
      t.equal((await post('/api/chat', { messageText: 'Hello?' }, boris.headers)).statusCode, 200);
      const summary = (await get('/api/desk')).json();
      t.equal(summary.counts.chats, 2, 'two chats wait');
      t.equal(summary.me.email, 'editor@example.org');
      const threads = (await get('/api/desk/chats')).json().threads;
      t.same(
        threads.map((thread: { user: { email: string; locale: string } }) => thread.user.email),
        ['anna@example.org', 'boris@example.org'],
        'longest waiting first',
      );
      const annaThread = threads[0].id as number;
      const shown = (await get(`/api/desk/chats/${annaThread}`)).json();
      t.equal(shown.thread.user.name, 'Анна');
      t.equal(shown.thread.waiting, true);
      t.same(
        shown.messages.map((m: { from: string }) => m.from),
        ['user'],
      );
      const reply = await post(`/api/desk/chats/${annaThread}/reply`, { text: 'Раздел «Материалы».' });
      t.equal(reply.statusCode, 200);
      t.equal(reply.json().message.from, 'admin');
      const user = (await get('/api/user', anna.headers)).json();
      t.equal(user.user.chat.unread_user_messages, 1, "the reply counts on the reader's badge");
      const mine = (await get('/api/chat', anna.headers)).json();
      t.equal(mine.messages.at(-1).from, 'admin', 'with the admin label on her page');
      const newer = (await get(`/api/desk/chats/${annaThread}?after=${reply.json().message.id}`)).json();
      t.same(newer.messages, [], 'an open desk asks only for what is newer');

      const borisThread = threads[1].id as number;
      t.equal((await post(`/api/desk/chats/${borisThread}/done`)).statusCode, 200);
      t.same((await get('/api/desk/chats')).json().threads, [], 'answered and done threads leave the inbox');
      t.equal((await post('/api/chat', { messageText: 'One more thing' }, boris.headers)).statusCode, 200);
      t.equal((await get('/api/desk')).json().counts.chats, 1, 'a done thread waits again when he writes');
      t.equal((await post('/api/desk/chats/999999/done')).statusCode, 404);
    });

    t.test('saved replies per language', async (t) => {
      const saved = await post('/api/desk/saved-replies', {
        locale: 'ru',
        title: 'Спасибо',
        content: 'Спасибо!',
      });
      t.equal(saved.statusCode, 200);
      await post('/api/desk/saved-replies', { locale: 'en', title: 'Thanks', content: 'Thank you!' });
      const listed = (await get('/api/desk/saved-replies')).json().replies;
      t.same(
        listed.map((r: { locale: string; title: string }) => `${r.locale}:${r.title}`),
        ['en:Thanks', 'ru:Спасибо'],
      );
      t.equal((await post(`/api/desk/saved-replies/${saved.json().reply.id}/delete`)).statusCode, 200);
      t.equal((await get('/api/desk/saved-replies')).json().replies.length, 1);
      const blank = await post('/api/desk/saved-replies', { locale: 'en', title: ' ', content: 'x' });
      t.equal(blank.statusCode, 400, 'a title is needed');
    });

    t.test('questionnaires: refuse with a reason, mailed; the decision and who made it shown', async (t) => {
      const answers = { occupation: 'Teacher', institution: 'School 5', purpose: 'Lessons' };
      t.equal((await post('/api/user/special-access', answers, boris.headers)).statusCode, 200);
      const listed = (await get('/api/desk/access')).json();
      t.equal(listed.pending.length, 1);
      t.equal(listed.pending[0].purpose, 'Lessons');
      const id = listed.pending[0].id as number;
      const noReason = await post(`/api/desk/access/${id}`, { decision: 'refuse' });
      t.equal(noReason.statusCode, 400, 'a refusal needs a reason');
      const refused = await post(`/api/desk/access/${id}`, { decision: 'refuse', reason: 'Not a school' });
      t.equal(refused.statusCode, 200);
      t.equal(refused.json().request.status, 'refused');
      t.equal(refused.json().request.decided_by, 'Eda Editor', 'who decided');
      const mail = await waitForMail(api.dataDir, 'boris@example.org', 2);
      t.match(mail.text, /Not a school/, "today's refusal mail with the reason");
      t.equal((await post(`/api/desk/access/${id}`, { decision: 'grant' })).statusCode, 409, 'decided once');
      const after = (await get('/api/desk/access')).json();
      t.same(after.pending, []);
      t.equal(after.decided[0].reason, 'Not a school');
    });

    t.test('comments: reported ones with context; approve, hide, hide and block', async (t) => {
      const write = async (who: { headers: Record<string, string> }, content: string) =>
        (await postForm(app, POST_COMMENT, { content, lang: 'ru' }, who.headers)).json().comment.id as number;
      const first = await write(anna, 'Первый');
      const rude = await write(boris, 'Грубость');
      const third = await write(anna, 'Третий');
      await app.inject({ method: 'POST', url: `/api/comments/${rude}/report`, headers: anna.headers });
      const flagged = (await get('/api/desk/comments')).json().comments;
      t.equal(flagged.length, 1);
      t.equal(flagged[0].id, rude);
      t.equal(flagged[0].reports, 1);
      t.same(flagged[0].item, { type: 'materials', slug: 'klezmer-notes' });
      t.same(
        flagged[0].context
          .map((c: { id: number }) => c.id)
          .filter((id: number) => [first, third].includes(id)),
        [first, third],
        'the comments around it',
      );
      const others = (await get(`/api/desk/readers/${flagged[0].author.id}/comments`)).json();
      t.same(
        others.comments.map((c: { id: number }) => c.id),
        [rude],
        "the author's other comments",
      );
      const noReason = await post(`/api/desk/comments/${rude}`, { action: 'hide' });
      t.equal(noReason.statusCode, 400, 'hiding needs a reason');
      const blocked = await post(`/api/desk/comments/${rude}`, { action: 'block', reason: 'Rude', days: 7 });
      t.equal(blocked.statusCode, 200);
      t.equal(blocked.json().status, 'hidden');
      const again = await postForm(app, POST_COMMENT, { content: 'Снова', lang: 'ru' }, boris.headers);
      t.equal(again.statusCode, 403, 'the blocked author cannot comment');
      t.equal(again.json().error, 'comments_blocked');
      t.same((await get('/api/desk/comments')).json().comments, [], 'the queue is empty');
      t.equal((await post(`/api/desk/comments/${first}`, { action: 'approve' })).statusCode, 200);
    });

    t.test('readers: find, facts without secrets, grant and revoke, admins, sessions', async (t) => {
      const found = (await get('/api/desk/readers?q=левина')).json().readers;
      t.same(
        found.map((r: { email: string }) => r.email),
        ['anna@example.org'],
        'by name',
      );
      t.same((await get('/api/desk/readers?q=BORIS@')).json().readers.length, 1, 'by e-mail');
      const facts = await get(`/api/desk/readers/${anna.id}`);
      t.notMatch(facts.body, /password_hash|token/, 'no secret in the answer');
      t.equal(facts.json().reader.email_confirmed, true);
      t.ok(facts.json().reader.last_sign_in);
      t.equal(facts.json().reader.chat_messages, 1);

      const granted = await post(`/api/desk/readers/${anna.id}`, { action: 'grant-access' });
      t.equal(granted.json().reader.card_access, 1);
      const grantMail = await waitForMail(api.dataDir, 'anna@example.org', 2);
      t.match(grantMail.subject, /./, 'the card-access mail went out');
      t.equal(
        (await post(`/api/desk/readers/${anna.id}`, { action: 'revoke-access' })).json().reader.card_access,
        0,
      );
      const must = await post(`/api/desk/readers/${anna.id}`, { action: 'require-password-change' });
      t.equal(must.json().reader.must_change_password, true);

      const last = await post(`/api/desk/readers/${editor.id}`, { action: 'unmake-admin' });
      t.equal(last.statusCode, 409, 'the last administrator keeps the role');
      t.equal(last.json().error, 'last_admin');

      t.equal((await post(`/api/desk/readers/${boris.id}`, { action: 'make-admin' })).statusCode, 200);
      t.equal((await get('/api/desk', boris.headers)).statusCode, 200, 'a new administrator has the desk');
      t.equal((await post(`/api/desk/readers/${boris.id}`, { action: 'unmake-admin' })).statusCode, 200);
      t.equal((await get('/api/desk', boris.headers)).statusCode, 404, 'a revoked one loses it at once');

      const ended = await post(`/api/desk/readers/${anna.id}`, { action: 'end-sessions' });
      t.equal(ended.json().reader.active_sessions, 0);
      t.equal((await get('/api/user', anna.headers)).statusCode, 401, 'her sessions ended');
    });

    t.test('the audit log: every desk write, append-only', async (t) => {
      const entries = await audit();
      const actions = entries.map((entry) => entry.action);
      for (const action of [
        'chat-reply',
        'chat-done',
        'saved-reply-add',
        'access-refuse',
        'comment-hide',
        'comments-block',
        'grant-access',
        'make-admin',
        'unmake-admin',
        'end-sessions',
      ]) {
        t.ok(actions.includes(action), `${action} recorded`);
      }
      t.equal(entries[0]?.actor, 'editor@example.org', 'who');
      t.equal(entries[0]?.target, 'anna@example.org', 'on whom, newest first');
      await t.rejects(db.query(`UPDATE audit_log SET actor = 'someone else'`), /append-only/);
      await t.rejects(db.query('DELETE FROM audit_log'), /append-only/);
    });

    t.test("an administrator's session ends after 12 hours idle, a reader's does not", async (t) => {
      const fresh = await reader(api, 'night@example.org', 'Night');
      await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [fresh.id]);
      const other = await reader(api, 'day@example.org', 'Day');
      api.clock.advance(11 * 3600);
      t.equal((await get('/api/desk', fresh.headers)).statusCode, 200, 'used within 12 hours: open');
      api.clock.advance(12 * 3600 + 1);
      t.equal((await get('/api/desk', fresh.headers)).statusCode, 404, 'idle 12 hours: the desk is gone');
      t.equal((await get('/api/user', fresh.headers)).statusCode, 401, 'and the session with it');
      t.equal((await get('/api/user', other.headers)).statusCode, 200, "a reader's session lives on");
    });
  });
}
