/**
 * Likes and shares through the web tier (docs/product.md#content-and-engagement, docs/architecture.md#the-content-cache; docs/rules.md R19, R26): the like cookie is made
 * by the facade and set on the like call's answer only, forwarded as `x-visitor-id` (to the like and
 * to the like-state call), and the visitor's address goes along, so the API's per-browser rule and
 * per-address flood limit hold; a counted like or share drops the cached item and the cached page
 * that showed the old count.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({ env: { ...BROWSE_SITE_ENV, LIKES_PER_IP_PER_ITEM_PER_DAY: '2' } });
t.teardown(() => site.close());
const ajax = { 'x-requested-with': 'XMLHttpRequest', origin: site.origin };
const get = (url: string) => site.app.inject({ method: 'GET', url });
const like = (id: number, remoteAddress: string, cookie?: string) =>
  site.app.inject({
    method: 'POST',
    url: `/api/materials/${id}/increase-likes`,
    payload: 'lang=ru',
    remoteAddress,
    headers: {
      ...ajax,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
  });

const slug = 'klezmer-wedding';
const material = (await get(`/api/materials/${slug}?lang=ru`)).json() as { id: number; like_count: number };

t.test('a first like sets the like cookie on the like answer, and only there', async (t) => {
  const page = await get(`/ru/materials/${slug}`);
  t.equal(page.headers['set-cookie'], undefined, 'no page ever sets it');
  const answer = await like(material.id, '203.0.113.1');
  t.equal(answer.statusCode, 200);
  t.same(answer.json(), { success: true, like_count: material.like_count + 1 });
  const cookie = String(answer.headers['set-cookie']);
  t.match(cookie, /^like_vid=[A-Za-z0-9_-]{22,64}; /);
  t.match(cookie, /Path=\/api/);
  t.match(cookie, /HttpOnly/);
  t.match(cookie, /SameSite=Lax/);
  t.match(cookie, /Max-Age=\d+/);

  const again = await like(material.id, '203.0.113.2', cookie.split(';')[0]);
  t.same(
    again.json(),
    { success: false, like_count: material.like_count + 1 },
    'the same browser from elsewhere',
  );
  t.equal(again.headers['set-cookie'], undefined, 'a known browser gets no new cookie');
});

t.test(
  'a like without the cookie counts once per address and day, however often the cookie is dropped',
  async (t) => {
    for (let i = 0; i < 20; i++) {
      const dropped = await like(material.id, '203.0.113.1');
      t.same(
        dropped.json(),
        { success: false, like_count: material.like_count + 1 },
        `like ${i + 2} without a cookie from the address that liked: nothing added`,
      );
    }
  },
);

t.test(
  'another browser with its cookie behind the same address counts; the address is a flood limit',
  async (t) => {
    // Browsers that have liked something before, each from an address of its own, carry their cookie.
    const before = (await get('/api/materials/cantorial-singing?lang=ru')).json() as { id: number };
    let next = 100;
    const browser = async () => {
      const first = await like(before.id, `198.51.100.${next++}`);
      return String(first.headers['set-cookie']).split(';')[0] ?? '';
    };
    const sameAddress = await like(material.id, '203.0.113.1', await browser());
    t.same(
      sameAddress.json(),
      { success: true, like_count: material.like_count + 2 },
      'a browser with its cookie at the same address on the same day',
    );
    const flood = await like(material.id, '203.0.113.1', await browser());
    t.equal(flood.statusCode, 429, 'a third browser from that address today: the flood limit (2 here)');
    t.ok(Number(flood.headers['retry-after']) >= 1, 'with Retry-After');
    t.equal(flood.headers['set-cookie'], undefined, 'a refused like sets no cookie');
    const otherAddress = await like(material.id, '203.0.113.77');
    t.equal(otherAddress.json().success, true, 'so the address was forwarded');
    t.equal(otherAddress.json().like_count, material.like_count + 3);
  },
);

t.test(
  "a new browser gets its cookie from the like button's state call, so its first like counts",
  async (t) => {
    const cookieless = await like(material.id, '203.0.113.9');
    t.equal(cookieless.json().success, true, 'a cookieless like from this address today');
    const state = await site.app.inject({
      method: 'GET',
      url: `/api/materials/${material.id}/like-state`,
      remoteAddress: '203.0.113.9',
    });
    t.same(state.json(), { liked: false });
    t.equal(state.headers['cache-control'], 'no-store', 'a per-browser answer, never stored');
    const cookie = String(state.headers['set-cookie']).split(';')[0] ?? '';
    t.match(cookie, /^like_vid=[A-Za-z0-9_-]{22,64}$/, 'the state call set the like cookie');
    const first = await like(material.id, '203.0.113.9', cookie);
    t.equal(
      first.json().success,
      true,
      'counted, although a cookieless like from this address was counted today',
    );
    t.equal(first.headers['set-cookie'], undefined, 'no second cookie');
    const again = await site.app.inject({
      method: 'GET',
      url: `/api/materials/${material.id}/like-state`,
      headers: { cookie },
    });
    t.same(again.json(), { liked: true }, 'the state follows that browser');
    t.equal(again.headers['set-cookie'], undefined, 'a known browser gets no new cookie');
  },
);

t.test('the like-state call answers for the browser of the cookie, never stored', async (t) => {
  const first = await like(material.id, '198.51.100.200');
  const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
  const state = (headers: Record<string, string>) =>
    site.app.inject({ method: 'GET', url: `/api/materials/${material.id}/like-state`, headers });
  const mine = await state({ cookie });
  t.same(mine.json(), { liked: true }, 'the browser that liked');
  t.equal(mine.headers['cache-control'], 'no-store');
  t.same((await state({})).json(), { liked: false }, 'a browser without the cookie');
  t.same((await state({ cookie: 'like_vid=AAAAAAAAAAAAAAAAAAAAAA' })).json(), { liked: false }, 'another');
});

t.test('a counted like drops the cached item answer and the cached page', async (t) => {
  const other = (await get('/api/materials/papercut-art?lang=ru')).json() as {
    id: number;
    like_count: number;
  };
  await get('/api/materials/papercut-art?lang=ru');
  const cached = await get('/api/materials/papercut-art?lang=ru');
  t.equal(cached.headers['x-cache'], 'HIT', 'the item answer is cached');
  await get('/ru/materials/papercut-art');
  const cachedPage = await get('/ru/materials/papercut-art');
  t.equal(cachedPage.headers['x-cache'], 'HIT', 'the page is cached');

  t.equal((await like(other.id, '198.51.100.7')).json().success, true);
  const fresh = await get('/api/materials/papercut-art?lang=ru');
  t.not(fresh.headers['x-cache'], 'HIT');
  t.equal(fresh.json().like_count, other.like_count + 1, 'the new count');
  const page = await get('/ru/materials/papercut-art');
  t.not(page.headers['x-cache'], 'HIT', 'the page is rendered again');
  t.match(page.body, `data-testid="like-count">${other.like_count + 1}<`);
});

t.test('a share is counted once per address and hour, with the address forwarded', async (t) => {
  const share = (remoteAddress: string) =>
    site.app.inject({
      method: 'POST',
      url: `/api/materials/${slug}/increase-share`,
      payload: 'lang=ru',
      remoteAddress,
      headers: { ...ajax, 'content-type': 'application/x-www-form-urlencoded' },
    });
  const first = await share('192.0.2.1');
  t.equal(first.statusCode, 200);
  t.equal(first.json().success, true);
  t.equal((await share('192.0.2.1')).json().success, false);
  t.equal((await share('192.0.2.2')).json().success, true);
  t.equal(first.headers['set-cookie'], undefined, 'shares set no cookie');
});

t.test('a like without the AJAX marker or from another site is refused', async (t) => {
  const foreign = await site.app.inject({
    method: 'POST',
    url: `/api/materials/${material.id}/increase-likes`,
    payload: 'lang=ru',
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(foreign.statusCode, 403);
  t.equal(foreign.headers['set-cookie'], undefined);
});
