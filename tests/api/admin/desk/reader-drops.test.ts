/**
 * A desk action on a reader ends what every web instance keeps for that reader (docs/desk.md,
 * docs/architecture.md#the-reader-cache): a reply in their chat, a questionnaire granted, a comment of
 * theirs hidden with a block, card access and the administrator's role, and ending their sessions. The
 * write announces it itself, the way the admin commands do, so it does not matter which instance carried
 * the desk's call or whether its answer reached one: here the administrator's calls go straight to the
 * content API, and the reader's kept user call and shelf are asked again on every web instance. On PGlite
 * the one instance embeds the API; where DATABASE_URL is set, a second web instance in front of the same
 * API hears it on PostgreSQL's channel.
 */
import t, { type Test } from 'tap';
import { buildPath } from '../../../../shared/contract/define.ts';
import { deskCalls } from '../../../../shared/contract/desk.ts';
import { createPostgresCopy } from '../../../helpers/api/fixture-db.ts';
import { startSite, type TestSite } from '../../../helpers/site.ts';
import { waitUntil } from '../../../helpers/wait.ts';
import { Browser } from '../../../server/session/helpers.ts';
import { waitForMail } from '../../accounts/helpers/outbox.ts';
import { admin } from '../helpers.ts';

t.setTimeout(240_000);

const PASSWORD = 'menorah-7-lights';
const SITE_ENV = {
  REGISTRATIONS_PER_IP_PER_DAY: '0',
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
  LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '0',
  COMMENT_INTERVAL_SECONDS: '0',
  COMMENT_DUPLICATE_WINDOW_SECONDS: '0',
  // Long enough that only a drop, never the interval, makes a view ask again.
  SESSION_RECHECK_SECONDS: '300',
};

/** What each web instance asked the content API, by method and path. */
function recordAsks(site: TestSite): string[] {
  const asked: string[] = [];
  const request = site.upstream.request;
  site.upstream.request = (sent) => {
    asked.push(`${sent.method} ${sent.path.split('?')[0]}`);
    return request(sent);
  };
  return asked;
}

const READER_VIEWS = ['/api/user', '/api/user/continue?lang=ru'];

const backends = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

for (const backend of backends) {
  t.test(`${backend}: every desk action on a reader drops what each instance keeps for them`, async (t) => {
    let sites: TestSite[];
    let adminEnv: Record<string, string>;
    if (backend === 'pglite') {
      const site = await startSite({ env: SITE_ENV });
      t.teardown(() => site.close());
      sites = [site];
      adminEnv = { DATA_DIR: site.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    } else {
      const database = await createPostgresCopy(process.env.DATABASE_URL as string);
      t.teardown(database.drop);
      const shared = { DATABASE_URL: database.url, SHARED_STATE_URL: database.url };
      const first = await startSite({ env: { ...SITE_ENV, ...shared } });
      t.teardown(() => first.close());
      const second = await startSite({
        upstreamUrl: first.upstreamUrl,
        env: { ...SITE_ENV, SHARED_STATE_URL: database.url },
      });
      t.teardown(() => second.close());
      for (const site of [first, second]) {
        await waitUntil('the drop channel is heard', 10_000, async () => {
          return (await site.app.inject('/readyz')).json().cacheDrops === 'connected';
        });
      }
      sites = [first, second];
      adminEnv = { DATA_DIR: first.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...shared };
    }
    const [home] = sites as [TestSite];
    const asked = sites.map(recordAsks);
    // What each instance heard on the drop channel (PostgreSQL only; the embedded API's drops are in process).
    const heard = sites.map((site) => {
      const tags: string[] = [];
      site.app.contentLayer.events.on('remoteDrop', (dropped) => tags.push(...dropped));
      return tags;
    });

    async function account(email: string, name: string): Promise<Browser> {
      const browser = new Browser(home);
      await browser.post('/api/register', { email, password: PASSWORD, name, surname: '' });
      const mail = await waitForMail(home.dataDir, email);
      const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
      await browser.post('/api/confirm-email', new URLSearchParams({ pin }).toString());
      const login = await browser.post('/api/login', { email, password: PASSWORD });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      return browser;
    }
    const lea = await account('lea@example.org', 'Лея');
    await account('desk@example.org', 'Eda');
    const made = await admin(adminEnv, 'make-admin', 'desk@example.org');
    t.equal(made.code, 0, made.stderr);

    // The administrator's calls go to the content API itself: no web instance sees their answers.
    const login = await fetch(`${home.upstreamUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'desk@example.org', password: PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const desk = async (id: keyof typeof deskCalls, params: Record<string, unknown>, body: unknown) => {
      const answer = await fetch(`${home.upstreamUrl}${buildPath(deskCalls[id], params)}`, {
        method: deskCalls[id].method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${id}: ${answer.status} ${text}`);
      return JSON.parse(text);
    };

    // The reader in one browser, seen by every instance (the same session cookie).
    const views = sites.map((site) => {
      const browser = new Browser(site);
      for (const [name, value] of lea.cookies) browser.cookies.set(name, value);
      return browser;
    });
    const leaId = (await lea.get('/api/user')).json().user.id as number;

    /**
     * Views the reader's user call and shelf on every instance until a second view asks nothing (a drop
     * of an earlier action may still be on its way over the channel).
     */
    async function kept() {
      for (const [i, view] of views.entries()) {
        await waitUntil(`instance ${i + 1} keeps the reader's answers`, 10_000, async () => {
          for (const url of READER_VIEWS) await view.get(url);
          const from = asked[i]?.length ?? 0;
          for (const url of READER_VIEWS) await view.get(url);
          return asked[i]?.length === from;
        });
      }
    }
    /**
     * A desk action, done once every instance that listens to the channel heard each message naming
     * the reader it sends: `drops` from the API, which every instance hears, and as many again from the
     * first instance's web tier (in the API's process, it drops in process and passes the tags on), which
     * the second hears. Hearing the first message was not enough: a later one came while the instance
     * was being asked, and dropped what the first view had just kept.
     */
    async function announced(what: string, action: () => Promise<unknown>, drops = 1) {
      const from = heard.map((tags) => tags.length);
      await action();
      if (backend === 'postgres') {
        await waitUntil(`every instance hears ${what}`, 10_000, async () =>
          heard.every(
            (tags, i) =>
              tags.slice(from[i]).filter((tag) => tag === `reader:${leaId}`).length >=
              (i === 0 ? drops : 2 * drops),
          ),
        );
      }
    }
    /** A desk action, then every instance asks again and shows what the action changed. */
    async function dropped(t: Test, what: string, action: () => Promise<unknown>, drops = 1) {
      await announced(what, action, drops);
      const users = [];
      for (const [i, view] of views.entries()) {
        const from = asked[i]?.length ?? 0;
        const user = await view.get('/api/user');
        await view.get(READER_VIEWS[1] as string);
        t.same(
          asked[i]?.slice(from),
          ['GET /api/user', 'GET /api/user/continue'],
          `${what}: instance ${i + 1} asks again for the user and the shelf`,
        );
        users.push(user);
      }
      return users;
    }

    t.test('a reply in their chat', async (t) => {
      t.equal((await lea.post('/api/chat', { messageText: 'Где уроки?' })).statusCode, 200);
      await kept();
      const [thread] = (await desk('desk.chats', {}, undefined)).threads as { id: number }[];
      const users = await dropped(t, 'a chat reply', () =>
        desk('desk.chat-reply', { id: thread?.id }, { text: 'В профиле.' }),
      );
      for (const user of users) {
        t.equal(user.json().user.chat.unread_user_messages, 1, 'the badge counts the reply');
      }
    });

    t.test('a questionnaire granted', async (t) => {
      const answers = { occupation: 'Teacher', institution: 'School 5', purpose: 'Lessons' };
      t.equal((await lea.post('/api/user/special-access', answers)).statusCode, 200);
      await kept();
      const [request] = (await desk('desk.access', {}, undefined)).pending as { id: number }[];
      const users = await dropped(t, 'a questionnaire granted', () =>
        desk('desk.access-decide', { id: request?.id }, { decision: 'grant' }),
      );
      for (const user of users) {
        t.equal(user.json().user.card_access, 1, 'the hashtag tool is open');
      }
    });

    t.test('a comment hidden and its author blocked', async (t) => {
      const [material] = (await lea.get('/api/materials?lang=ru')).json().materials as { slug: string }[];
      const posted = await lea.post(
        `/api/materials/${material?.slug}/`,
        new URLSearchParams({ content: 'Спасибо за материал', lang: 'ru' }).toString(),
      );
      t.equal(posted.statusCode, 200, posted.body);
      const comment = posted.json().comment.id as number;
      await kept();
      const before = (await views[0]?.get('/api/user'))?.json().user.comments_count as number;
      // Two drops: the decision's (the comment and its author) and the block's (the author).
      const users = await dropped(
        t,
        'a comment hidden',
        () => desk('desk.comment-decide', { id: comment }, { action: 'block', reason: 'Spam', days: 7 }),
        2,
      );
      for (const user of users) {
        t.equal(user.json().user.comments_count, before - 1, 'the hidden comment is no longer counted');
      }
    });

    t.test('the administrator role given', async (t) => {
      await kept();
      const users = await dropped(t, 'the administrator role', () =>
        desk('desk.reader-act', { id: leaId }, { action: 'make-admin' }),
      );
      for (const user of users) {
        t.equal(user.json().user.role, 'admin', 'the desk is in their menu');
      }
    });

    t.test('their sessions ended', async (t) => {
      await kept();
      await announced('the sessions ended', () =>
        desk('desk.reader-act', { id: leaId }, { action: 'end-sessions' }),
      );
      for (const view of views) {
        t.equal((await view.get('/api/user')).statusCode, 401, 'the session is asked again, and refused');
      }
    });
  });
}
