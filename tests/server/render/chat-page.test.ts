/**
 * The support chat through the web tier with a real session cookie (docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement; docs/rules.md R4,
 * R17, R19, R21): the page is rendered on the server with the thread (texts escaped, never markup),
 * the admin label and the header's unread badge; the chat calls go through the facade as the cookie's
 * user whatever `userId` says; a guest gets 401; and the per-account limit is a 429 with Retry-After
 * and a message in the reader's language.
 */
import t from 'tap';
import { createChatRepository } from '../../../api/chat/repository.ts';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { Browser, startAccountsSite } from '../session/helpers.ts';

const { api, site } = await startAccountsSite(t, { apiEnv: { CHAT_MESSAGES_PER_10_MINUTES: '2' } });
const visitor = new Browser(site);
const anna = new Browser(site);
const boris = new Browser(site);
for (const [browser, email] of [
  [anna, 'chat-page-anna@example.org'],
  [boris, 'chat-page-boris@example.org'],
] as const) {
  const user = await confirmedUser(api.app, api.dataDir, email, undefined, { name: 'Reader' });
  const login = await browser.post('/api/login', { email: user.email, password: user.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
}
const idOf = async (email: string) =>
  (await api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id ?? 0;
const HOSTILE = '<script>alert(1)</script>"><svg onload=alert(1)>';

t.test('a guest gets 401 JSON from the chat calls and the sign-in prompt on the page', async (t) => {
  const read = await visitor.get('/api/chat', { referer: 'http://127.0.0.1:3000/ru/profile/help' });
  t.equal(read.statusCode, 401);
  t.match(read.json(), { error: 'unauthorized', message: String, requestId: String });
  t.equal((await visitor.post('/api/chat', { messageText: 'hi' })).statusCode, 401);
  t.equal((await visitor.post('/api/chat/read', { up_to: 1 })).statusCode, 401);
  const page = await visitor.get('/ru/profile/help');
  t.equal(page.statusCode, 200);
  t.match(page.body, 'data-testid="profile-sign-in"');
  t.notMatch(page.body, 'data-testid="chat-form"');
});

t.test('the page shows the thread escaped, the admin label and the header badge', async (t) => {
  const sent = await anna.post('/api/chat', {
    messageText: HOSTILE,
    userId: await idOf('chat-page-boris@example.org'),
  });
  t.equal(sent.statusCode, 200, sent.body);
  t.equal(sent.headers['cache-control'], 'no-store');
  const borisThread = (await boris.get('/api/chat')).json();
  t.same(borisThread.messages, [], "userId did not put it in Boris's thread");

  const chat = createChatRepository(api.db);
  const [thread] = await api.db.query<{ id: number }>('SELECT id FROM chat_threads');
  await chat.reply(thread?.id ?? 0, 'Мы посмотрим');

  const page = await anna.get('/ru/profile/help');
  t.equal(page.statusCode, 200);
  t.equal(page.headers['cache-control'], 'private, no-store');
  t.match(page.body, '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;svg onload=alert(1)&gt;', 'escaped');
  t.notMatch(page.body, '<svg onload', 'never markup');
  t.match(page.body, 'Администратор ответит в течение одного рабочего дня.', 'the promise');
  t.match(page.body, /data-testid="chat-admin-label">Администратор</);
  t.match(page.body, /Мы посмотрим/);
  t.match(page.body, /data-testid="unread-badge">1</, 'the header badge is rendered on the first byte');
  t.match(page.body, '1 непрочитанный ответ поддержки', 'and said to screen readers');

  const english = await anna.get('/en/profile/help');
  t.match(english.body, 'The administrator will reply within one working day.');
  t.match(english.body, /data-testid="chat-admin-label">Administrator</);
});

t.test('the limit is a 429 with Retry-After and a message in the reader’s language', async (t) => {
  t.equal((await boris.post('/api/chat', { messageText: 'one' })).statusCode, 200);
  t.equal((await boris.post('/api/chat', { messageText: 'two' })).statusCode, 200);
  const ru = await boris.post(
    '/api/chat',
    { messageText: 'three' },
    { referer: 'http://127.0.0.1:3000/ru/profile/help' },
  );
  t.equal(ru.statusCode, 429);
  t.equal(ru.json().error, 'chat_rate_limited');
  t.match(ru.json().message, /Слишком много сообщений в поддержку подряд.*через несколько минут/);
  t.ok(Number(ru.headers['retry-after']) > 0, 'Retry-After is passed on');
  const en = await boris.post(
    '/api/chat',
    { messageText: 'three' },
    { referer: 'http://127.0.0.1:3000/en/profile/help' },
  );
  t.equal(en.statusCode, 429);
  t.match(en.json().message, /Too many support messages in a row.*in a few minutes/);
});

t.test('bad input is a 400 naming the field at the facade', async (t) => {
  const blank = await anna.post('/api/chat', { messageText: '  ' });
  t.equal(blank.statusCode, 400);
  t.match(blank.json(), { error: 'validation_failed', field: 'messageText', message: String });
  const long = await anna.post('/api/chat', { messageText: 'я'.repeat(2001) });
  t.equal(long.statusCode, 400);
  const form = await anna.post('/api/chat', 'messageText=hi');
  t.equal(form.statusCode, 415, 'JSON only');
});
