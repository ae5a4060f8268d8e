/**
 * The editors' desk through the web tier (docs/desk.md): a visitor and a reader get the site's 404
 * page at every desk address and a 404 from every desk call, never a hint; an administrator gets the
 * desk, rendered per request and never stored (`private, no-store`, no shared-cache answer); a desk
 * write from another origin or without the AJAX marker is refused and changes nothing; an
 * administrator whose role is taken away loses the desk at the next request.
 */
import t from 'tap';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { admin } from '../../api/admin/helpers.ts';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from '../render/browse-stub.ts';
import { Browser } from '../session/helpers.ts';

const site = await startSite({ env: { ...BROWSE_SITE_ENV, REGISTRATIONS_PER_IP_PER_DAY: '0' } });
t.teardown(() => site.close());

const PASSWORD = 'menorah-7-lights';
async function account(email: string): Promise<Browser> {
  const browser = new Browser(site);
  await browser.post('/api/register', { email, password: PASSWORD, name: 'Ида', surname: '' });
  const mail = await waitForMail(site.dataDir, email);
  const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
  await browser.post('/api/confirm-email', new URLSearchParams({ pin }).toString());
  const login = await browser.post('/api/login', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return browser;
}
const makeAdmin = async (email: string) => {
  const done = await admin(
    { DATA_DIR: site.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    'make-admin',
    email,
  );
  if (done.code !== 0) throw new Error(done.stderr);
};

const reader = await account('reader@example.org');
const editor = await account('editor@example.org');
const second = await account('second@example.org');
await makeAdmin('editor@example.org');
await makeAdmin('second@example.org');
const readerId = (await reader.get('/api/user')).json().user.id as number;
const secondId = (await second.get('/api/user')).json().user.id as number;

const PAGES = [
  '/ru/desk',
  '/en/desk',
  '/ru/desk/chats/1',
  '/en/desk/access',
  '/ru/desk/comments',
  '/en/desk/readers?q=ab',
  `/ru/desk/readers/${readerId}`,
  '/en/desk/audit',
];

t.test('a visitor and a reader get the 404 page at every desk address', async (t) => {
  for (const [who, browser] of [
    ['visitor', new Browser(site)],
    ['reader', reader],
  ] as const) {
    for (const url of PAGES) {
      const page = await browser.get(url);
      t.equal(page.statusCode, 404, `${who}: ${url}`);
      t.equal(page.headers['cache-control'], 'private, no-store', `${who}: ${url} is not stored`);
      t.notMatch(page.body, /data-testid="desk"/, `${who}: ${url} shows nothing of the desk`);
    }
    const call = await browser.get('/api/desk');
    t.equal(call.statusCode, 404, `${who}: the desk call says not found`);
  }
});

t.test('an administrator gets the desk, never from or into a shared cache', async (t) => {
  for (const url of PAGES.filter((url) => !url.includes('/chats/'))) {
    const page = await editor.get(url);
    t.equal(page.statusCode, 200, url);
    t.equal(page.headers['cache-control'], 'private, no-store', `${url} is rendered per request`);
    t.match(page.body, /data-testid="desk"/, url);
  }
  const call = await editor.get('/api/desk');
  t.equal(call.statusCode, 200);
  t.equal(call.headers['cache-control'], 'no-store', 'a desk answer is never stored');
  t.notOk(call.headers['x-cache'], 'nor served from the shared cache');
  t.notOk(call.headers['surrogate-key'], 'nor named to the CDN');
});

t.test('a desk write from another origin or without the marker is refused', async (t) => {
  const url = `/api/desk/readers/${readerId}`;
  const forged = await editor.post(url, { action: 'make-admin' }, { origin: 'https://evil.example' });
  t.equal(forged.statusCode, 403, 'another origin');
  const unmarked = await editor.post(url, { action: 'make-admin' }, { 'x-requested-with': '' });
  t.equal(unmarked.statusCode, 403, 'no AJAX marker');
  const facts = await editor.get(url);
  t.equal(facts.json().reader.role, 'user', 'the reader is no administrator');
  const real = await editor.post(url, { action: 'grant-access' });
  t.equal(real.statusCode, 200, 'the same write from the site goes through');
  t.equal(real.json().reader.card_access, 1);
});

t.test('an administrator whose role is taken away loses the desk at the next request', async (t) => {
  t.equal((await second.get('/ru/desk')).statusCode, 200, 'the desk is open to her');
  const revoked = await editor.post(`/api/desk/readers/${secondId}`, { action: 'unmake-admin' });
  t.equal(revoked.statusCode, 200);
  t.equal((await second.get('/ru/desk')).statusCode, 404, 'the next page is the 404 page');
  t.equal((await second.get('/api/desk')).statusCode, 404, 'and the next call a 404');
});
