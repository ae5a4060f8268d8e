/**
 * Test-admin mode's drafts in the API (docs/product.md#roles, docs/architecture.md#sessions-and-accounts): the material list and page show
 * a draft only to a signed-in admin whose `x-test-admin` value is the HMAC of its flag and their own
 * id under TEST_ADMIN_SECRET. A guest, an ordinary reader (even with a value made with the secret for
 * their id, or the admin's own value), an admin with a wrong hash or without the header, and every
 * caller when the API has no secret see published materials only; search never shows a draft.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { testAdminHash } from '../../../api/accounts/test-admin.ts';
import { accountsApi, backends, RELAXED_LIMITS } from '../accounts/helpers/api.ts';
import { confirmedUser, loginToken } from '../accounts/helpers/users.ts';

const SECRET = 'test-admin-secret-0123456789abcdef0123';
const DRAFT = 'hidden-draft';

type Headers = Record<string, string>;

async function listSlugs(app: FastifyInstance, headers: Headers): Promise<string[]> {
  const response = await app.inject({ url: '/api/materials?per_page=50', headers });
  return (response.json().materials as { slug: string }[]).map((m) => m.slug);
}

async function itemStatus(app: FastifyInstance, headers: Headers): Promise<number> {
  return (await app.inject({ url: `/api/materials/${DRAFT}`, headers })).statusCode;
}

async function searchSlugs(app: FastifyInstance, headers: Headers): Promise<string[]> {
  // The draft's own title: it would be the first hit if drafts were searchable.
  const url = `/api/search?query=${encodeURIComponent('черновик литературы')}&kind=materials`;
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}`);
  return (response.json().search_materials as { slug: string }[]).map((m) => m.slug);
}

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await accountsApi(t, backend, { ...RELAXED_LIMITS, TEST_ADMIN_SECRET: SECRET });
    const { app, db, dataDir } = api;
    const signIn = async (email: string, role: 'admin' | 'user') => {
      const user = await confirmedUser(app, dataDir, email, 'havdalah-candle-9');
      const [row] = await db.query<{ id: number }>(
        'UPDATE users SET role = $2 WHERE email = $1 RETURNING id',
        [email, role],
      );
      const id = row?.id ?? 0;
      return {
        id,
        bearer: `Bearer ${await loginToken(app, user)}`,
        value: `qa:${testAdminHash(SECRET, 'qa', id)}`,
      };
    };
    const admin = await signIn('drafts-admin@example.org', 'admin');
    const reader = await signIn('drafts-reader@example.org', 'user');
    const adminMode = { authorization: admin.bearer, 'x-test-admin': admin.value };

    t.test('the admin in test-admin mode sees the draft in the list and on its page', async (t) => {
      t.ok((await listSlugs(app, adminMode)).includes(DRAFT), 'in the list');
      const page = await app.inject({ url: `/api/materials/${DRAFT}`, headers: adminMode });
      t.equal(page.statusCode, 200);
      t.match(page.json(), { slug: DRAFT, title: 'Черновик литературы', draft: true });
      const published = await app.inject({ url: '/api/materials/literature-memory', headers: adminMode });
      t.equal(published.json().draft, false, 'a published material says it is not a draft');
    });

    const others: [string, Headers][] = [
      ['a guest', {}],
      ['a guest with the admin’s value', { 'x-test-admin': admin.value }],
      ['an ordinary reader', { authorization: reader.bearer }],
      [
        'a reader with a value made for their own id',
        { authorization: reader.bearer, 'x-test-admin': reader.value },
      ],
      ['a reader with the admin’s value', { authorization: reader.bearer, 'x-test-admin': admin.value }],
      ['the admin without the header', { authorization: admin.bearer }],
      [
        'the admin with a wrong hash',
        { authorization: admin.bearer, 'x-test-admin': `qa:${'0'.repeat(64)}` },
      ],
      [
        'the admin with another flag',
        { authorization: admin.bearer, 'x-test-admin': `qb:${admin.value.slice(3)}` },
      ],
    ];
    for (const [who, headers] of others) {
      t.test(`${who} never sees the draft`, async (t) => {
        t.notOk((await listSlugs(app, headers)).includes(DRAFT), 'not in the list');
        t.equal(await itemStatus(app, headers), 404, 'its page is 404');
      });
    }

    t.test('search never shows a draft, even to the admin in test-admin mode', async (t) => {
      for (const headers of [{}, adminMode]) {
        t.notOk((await searchSlugs(app, headers)).includes(DRAFT));
      }
    });
  });
}

t.test('without TEST_ADMIN_SECRET the mode means nothing, even for a valid value', async (t) => {
  const api = await accountsApi(t, 'pglite', RELAXED_LIMITS);
  const user = await confirmedUser(api.app, api.dataDir, 'no-secret-admin@example.org', 'havdalah-candle-9');
  const [row] = await api.db.query<{ id: number }>(
    "UPDATE users SET role = 'admin' WHERE email = $1 RETURNING id",
    [user.email],
  );
  const headers = {
    authorization: `Bearer ${await loginToken(api.app, user)}`,
    'x-test-admin': `qa:${testAdminHash(SECRET, 'qa', row?.id ?? 0)}`,
  };
  t.equal(await itemStatus(api.app, headers), 404);
  t.notOk((await listSlugs(api.app, headers)).includes(DRAFT));
});
