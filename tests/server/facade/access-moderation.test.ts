/**
 * The questionnaire and comment-safety calls through the web tier (docs/product.md#content-and-engagement): a
 * refused field is a 400 naming it with a message in the reader's language; the per-account limits
 * (questionnaires, comments, reports) answer 429 with Retry-After and a message in the reader's language; and
 * a comment an administrator hides with the admin command on the running site leaves the cached comment list
 * at once (the embedded API announces the change and the web tier drops the item's copies).
 */
import t from 'tap';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { admin } from '../../api/admin/helpers.ts';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from '../render/browse-stub.ts';
import { Browser } from '../session/helpers.ts';

const site = await startSite({
  env: {
    ...BROWSE_SITE_ENV,
    REGISTRATIONS_PER_IP_PER_DAY: '0',
    COMMENT_INTERVAL_SECONDS: '60',
    ACCESS_REQUESTS_PER_DAY: '1',
    COMMENT_REPORTS_PER_HOUR: '1',
  },
});
t.teardown(() => site.close());

const PASSWORD = 'menorah-7-lights';
async function reader(email: string): Promise<Browser> {
  const browser = new Browser(site);
  await browser.post('/api/register', { email, password: PASSWORD, name: 'Ида', surname: '' });
  const mail = await waitForMail(site.dataDir, email);
  const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
  await browser.post('/api/confirm-email', new URLSearchParams({ pin }).toString());
  const login = await browser.post('/api/login', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return browser;
}

const ANSWERS = { occupation: 'Учитель', institution: 'Школа', purpose: 'Уроки' };
const ida = await reader('ida@example.org');
const lev = await reader('lev@example.org');

t.test('a refused field is named, with a message in the reader’s language', async (t) => {
  for (const [language, message] of [
    ['ru', 'Проверьте введённые данные.'],
    ['en', 'Please check what you entered.'],
  ]) {
    const answer = await ida.post(
      '/api/user/special-access',
      { ...ANSWERS, institution: '   ' },
      { 'accept-language': language as string, referer: `${site.origin}/${language}/profile/access` },
    );
    t.equal(answer.statusCode, 400);
    t.same(
      { error: answer.json().error, field: answer.json().field, message: answer.json().message },
      { error: 'validation_failed', field: 'institution', message },
    );
  }
  const signedOut = await new Browser(site).post('/api/user/special-access', ANSWERS);
  t.equal(signedOut.statusCode, 401, 'without a session');
});

t.test('the limits answer 429 with Retry-After in the reader’s language', async (t) => {
  t.equal((await ida.post('/api/user/special-access', ANSWERS)).statusCode, 200);
  const pending = await ida.post('/api/user/special-access', ANSWERS);
  t.equal(pending.statusCode, 409);
  t.equal(pending.json().error, 'access_request_pending', 'one pending request at a time');

  const first = await lev.post(
    '/api/materials/ansky-expedition/',
    new URLSearchParams({ content: 'Первый', lang: 'ru' }).toString(),
  );
  t.equal(first.statusCode, 200);
  for (const [language, message] of [
    ['ru', 'Слишком много запросов. Попробуйте ещё раз через несколько секунд.'],
    ['en', 'Too many requests. Please try again in a few seconds.'],
  ]) {
    const again = await lev.post(
      '/api/materials/ansky-expedition/',
      new URLSearchParams({ content: `Сразу же (${language})`, lang: language as string }).toString(),
    );
    t.equal(again.statusCode, 429, 'a second comment within COMMENT_INTERVAL_SECONDS');
    t.equal(again.json().error, 'rate_limited');
    t.equal(again.json().message, message);
    t.ok(Number(again.headers['retry-after']) > 0);
  }

  const id = first.json().comment.id as number;
  t.equal((await ida.post(`/api/comments/${id}/report`)).statusCode, 200);
  const over = await ida.post(`/api/comments/${id}/report`, undefined, { 'accept-language': 'en' });
  t.equal(over.statusCode, 429, 'reports past COMMENT_REPORTS_PER_HOUR');
  t.equal(over.json().message, 'Too many requests. Please try again in a few seconds.');
});

t.test('a comment hidden by admin command leaves the cached list at once', async (t) => {
  const url = '/api/materials/ansky-expedition/comments?lang=ru';
  const before = await ida.get(url);
  const again = await ida.get(url);
  t.equal(again.headers['x-cache'], 'HIT', 'the list is served from the cache');
  const [shown] = before.json().comments as { id: number }[];
  t.ok(shown, 'a comment is shown');

  const hidden = await admin(
    { DATA_DIR: site.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    'comment-hide',
    String(shown?.id),
    'Спам',
  );
  t.equal(hidden.code, 0, hidden.stderr);
  const after = await ida.get(url);
  t.not(after.headers['x-cache'], 'HIT', 'the cached copy was dropped');
  t.notOk(
    after.json().comments.some((c: { id: number }) => c.id === shown?.id),
    'the hidden comment is gone',
  );
  t.equal(after.json().countComments, before.json().countComments - 1, 'and the count follows');
});
