import t from 'tap';
import { confirmedUser } from '../../api/accounts/helpers/users.ts';
import { Browser, startAccountsSite } from './helpers.ts';

const { api, site } = await startAccountsSite(t);
const account = await confirmedUser(api.app, api.dataDir, 'csrf@example.org', 'tzedakah-box-18');

/** Every state-changing accounts call, with a body it would accept. */
const WRITES: [string, Record<string, string> | string | undefined][] = [
  ['/api/login', { email: account.email, password: account.password }],
  ['/api/register', { email: 'csrf-new@example.org', password: 'tzedakah-box-19' }],
  ['/api/password/forgot', { email: account.email }],
  ['/api/logout', undefined],
  ['/api/confirm-email', 'pin=abc'],
  ['/api/password/reset', 'password=tzedakah-box-20&pin=abc'],
  ['/api/password/change', { current_password: account.password, password: 'tzedakah-box-21' }],
  ['/api/user/profile', { name: 'Evil' }],
];

t.test(
  'R14: a write without the AJAX marker, from another origin or cross-site is refused with 403',
  async (t) => {
    const victim = new Browser(site);
    await victim.post('/api/login', { email: account.email, password: account.password });
    t.ok(victim.cookies.get('sid'));
    const attacks: [string, Record<string, string>][] = [
      ['no marker', { 'x-requested-with': '' }],
      ['foreign origin', { origin: 'https://evil.example' }],
      ['cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
      ['same-site fetch', { 'sec-fetch-site': 'same-site', origin: '' }],
      ['no origin, no fetch metadata', { origin: '' }],
    ];
    for (const [path, body] of WRITES) {
      for (const [name, headers] of attacks) {
        const answer = await victim.post(path, body, headers);
        t.equal(answer.statusCode, 403, `${path}: ${name}`);
        t.notOk(answer.headers['set-cookie'], 'and no cookie changes');
      }
    }
    t.equal((await victim.get('/api/user')).json().user.name, '', 'the profile was not changed');
    t.equal((await victim.get('/api/user')).statusCode, 200, 'nor the session ended');
  },
);

t.test('R14: JSON calls refuse simple content types with 415', async (t) => {
  const browser = new Browser(site);
  for (const path of ['/api/login', '/api/register', '/api/password/forgot']) {
    const answer = await browser.post(path, JSON.stringify({ email: account.email }), {
      'content-type': 'text/plain',
    });
    t.equal(answer.statusCode, 415, path);
  }
});

t.test('R2: login and reset-request bodies are strict', async (t) => {
  const browser = new Browser(site);
  const extra = await browser.post('/api/login', { email: account.email, password: 'x', role: 'admin' });
  t.equal(extra.statusCode, 400);
  t.equal(extra.json().field, 'role');
  const flow = await browser.post('/api/password/forgot', {
    email: account.email,
    flow: 'mine-mine-mine-mine-mine-mine',
  });
  t.equal(flow.statusCode, 400, 'the flow id is the web tier’s, never the browser’s');
  const email = await browser.post('/api/login', { email: 'not-an-email', password: 'x' });
  t.equal(email.json().field, 'email');
});

t.test('a same-origin write from the site works', async (t) => {
  const browser = new Browser(site);
  const answer = await browser.post(
    '/api/login',
    { email: account.email, password: account.password },
    { origin: '', 'sec-fetch-site': 'same-origin' },
  );
  t.equal(answer.statusCode, 200);
});
