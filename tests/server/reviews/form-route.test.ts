/**
 * The review box's form without scripts (docs/product.md#content-and-engagement): a plain form POST to the
 * web tier makes the review call with the session's token and answers 303 back to the box with the outcome;
 * it is refused from another site (the form cannot carry R14's AJAX marker, so the Origin decides), without a
 * session it goes back saying to sign in, and a bad rating changes nothing.
 */
import t from 'tap';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite({
  env: { REGISTRATIONS_PER_IP_PER_DAY: '0', REVIEW_WRITES_PER_HOUR: '4' },
});
t.teardown(() => site.close());
const { app, origin } = site;
const ajax = { 'x-requested-with': 'XMLHttpRequest', origin };

async function signedInCookie(email: string): Promise<string> {
  const password = 'menorah-7-lights';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: ajax,
    payload: { email, password, name: 'Лея', surname: '' },
  });
  if (registered.statusCode !== 200) throw new Error(registered.body);
  const pin = new URL((await waitForMail(site.dataDir, email)).link).searchParams.get('email-pin') ?? '';
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/confirm-email',
    headers: { ...ajax, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ pin }).toString(),
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: ajax,
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  if (!cookie.includes('=')) throw new Error('no session cookie');
  return cookie;
}

const cookie = await signedInCookie('lea@example.org');

const FORM = '/ru/reviews/materials/kabbalah-myths';
function postForm(fields: Record<string, string>, headers: Record<string, string> = {}, url = FORM) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie, ...headers },
  });
}
async function mine(): Promise<{ review: { rating: number; text: string | null } | null }> {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/materials/kabbalah-myths/review',
    headers: { cookie },
  });
  return answer.json();
}

t.test('a saved review goes back to the box with the outcome, as the session user', async (t) => {
  const answer = await postForm({
    back: 'item',
    intent: 'save',
    rating: '4',
    text: 'Без скриптов\nтоже',
    user_id: '1',
  });
  t.equal(answer.statusCode, 303);
  t.equal(answer.headers.location, '/ru/materials/kabbalah-myths?review=saved#review-box');
  t.equal(answer.headers['cache-control'], 'no-store');
  t.match((await mine()).review, { rating: 4, text: 'Без скриптов\nтоже' });
});

t.test('a rating that is not 1-5 goes back as invalid and changes nothing', async (t) => {
  for (const rating of ['0', '6', '4.5', 'five', '']) {
    const answer = await postForm({ intent: 'save', rating });
    t.equal(answer.headers.location, '/ru/materials/kabbalah-myths?review=invalid#review-box', rating);
  }
  t.equal((await mine()).review?.rating, 4);
});

t.test(
  'from another site, or with nothing saying where from, it is refused and nothing changes',
  async (t) => {
    const foreign = await postForm({ intent: 'save', rating: '1' }, { origin: 'https://evil.example' });
    t.equal(foreign.statusCode, 403);
    const crossSite = await postForm({ intent: 'save', rating: '1' }, { 'sec-fetch-site': 'cross-site' });
    t.equal(crossSite.statusCode, 403);
    const nowhere = await app.inject({
      method: 'POST',
      url: FORM,
      payload: 'intent=save&rating=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    t.equal(nowhere.statusCode, 403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: FORM,
      payload: 'intent=save&rating=3',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'sec-fetch-site': 'same-origin',
      },
    });
    t.equal(sameOrigin.statusCode, 303, 'no Origin but the browser says same-origin');
    t.equal((await mine()).review?.rating, 3);
  },
);

t.test('without a session it goes back saying to sign in', async (t) => {
  const answer = await postForm({ intent: 'save', rating: '5' }, { cookie: '' });
  t.equal(answer.headers.location, '/ru/materials/kabbalah-myths?review=sign_in#review-box');
});

t.test('an unknown item, type or locale is the 404 page; a JSON body is 415', async (t) => {
  const unknown = await postForm({ intent: 'save', rating: '5' }, {}, '/ru/reviews/materials/no-such');
  t.equal(unknown.statusCode, 303);
  t.equal(unknown.headers.location, '/ru/materials/no-such?review=not_found#review-box');
  t.equal((await postForm({ intent: 'save', rating: '5' }, {}, '/ru/reviews/articles/x')).statusCode, 404);
  t.equal(
    (await postForm({ intent: 'save', rating: '5' }, {}, '/de/reviews/materials/kabbalah-myths')).statusCode,
    404,
  );
  const json = await app.inject({
    method: 'POST',
    url: FORM,
    payload: { intent: 'save', rating: 5 },
    headers: { origin, cookie },
  });
  t.equal(json.statusCode, 415);
});

t.test('deleting from my reviews goes back there; the account limit answers rate_limited', async (t) => {
  const deleted = await postForm({ back: 'profile', intent: 'delete' });
  t.equal(deleted.headers.location, '/ru/profile/reviews?review=deleted');
  t.equal((await mine()).review, null);
  const limited = await postForm({ intent: 'save', rating: '2' });
  t.equal(limited.headers.location, '/ru/materials/kabbalah-myths?review=rate_limited#review-box');
  t.equal((await mine()).review, null, 'the refused save changed nothing');
});

t.test(
  "through the facade the limit is a 429 with Retry-After and a message in the reader's language",
  async (t) => {
    const call = (lang: string) =>
      app.inject({
        method: 'POST',
        url: '/api/materials/kabbalah-myths/review',
        headers: { ...ajax, cookie },
        payload: { rating: 2, lang },
      });
    const ru = await call('ru');
    t.equal(ru.statusCode, 429);
    t.match(ru.json(), { error: 'rate_limited', message: /^Слишком много запросов/ });
    t.ok(Number(ru.headers['retry-after']) > 0);
    t.match((await call('en')).json(), { error: 'rate_limited', message: /^Too many requests/ });
  },
);
