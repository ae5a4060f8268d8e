import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url });
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const XHR = {
  'x-requested-with': 'XMLHttpRequest',
  origin: 'http://127.0.0.1:3000',
  'content-type': 'application/x-www-form-urlencoded',
};

// docs/rules.md R2: the table of bad inputs; every case is refused before anything goes upstream.
const BAD = [
  '/api/materials?page=-1',
  '/api/materials?page=NaN',
  '/api/materials?page=1e309',
  '/api/materials?page=0x10',
  '/api/materials?page=',
  '/api/materials?page=1&page=2',
  '/api/materials?per_page=0',
  '/api/materials?per_page=51',
  '/api/materials?per_page=100000',
  `/api/materials?tags=${encodeURIComponent("[1,2]' OR 1=1--")}`,
  `/api/materials?tags=${encodeURIComponent('{"$gt":""}')}`,
  `/api/materials?tags=${encodeURIComponent('[1e400]')}`,
  `/api/materials?tags=${encodeURIComponent(JSON.stringify(Array.from({ length: 21 }, (_, i) => i + 1)))}`,
  `/api/materials?tags=${encodeURIComponent('[1,1]')}`,
  '/api/materials?orderBy=2',
  '/api/materials?filterBy=random',
  '/api/materials?lang=de',
  '/api/materials?utm_source=x',
  '/api/materials?__proto__=x',
  '/api/tags?lang=ru&lang=en',
  '/api/materials/Bad_Slug',
  `/api/materials/${'a'.repeat(101)}`,
  `/api/search?query=${'я'.repeat(201)}`,
  '/api/search',
];

t.test(
  'every malformed query, param or repeated key is a localized 400 and nothing goes upstream',
  async (t) => {
    const before = stub.requests.length;
    for (const url of BAD) {
      const response = await site.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      t.equal(response.statusCode, url.includes('a'.repeat(101)) ? 404 : 400, url);
      if (response.statusCode === 400) {
        const body = response.json();
        t.equal(body.error, 'validation_failed', `${url}: error code`);
        t.equal(body.message, 'Please check what you entered.', `${url}: English message`);
        t.equal(body.requestId, response.headers['x-request-id'], `${url}: request id`);
      }
    }
    t.equal(stub.requests.length, before, 'the upstream saw none of them');
  },
);

t.test('the error message follows the language the caller uses', async (t) => {
  const response = await site.app.inject({ method: 'GET', url: '/api/materials?page=-1&lang=ru' });
  t.equal(response.json().message, 'Проверьте введённые данные.');
});

t.test(
  'a write without the AJAX marker, from another origin or with a bad body is refused unforwarded',
  async (t) => {
    const before = stub.requests.length;
    const cases = [
      { headers: { ...XHR, 'x-requested-with': '' }, status: 403 },
      { headers: { ...XHR, origin: 'https://evil.example' }, status: 403 },
      { headers: { ...XHR, 'sec-fetch-site': 'cross-site' }, status: 403 },
      { headers: { ...XHR, 'content-type': 'text/plain' }, status: 415 },
    ];
    for (const { headers, status } of cases) {
      const response = await site.app.inject({
        method: 'POST',
        url: '/api/materials/1/increase-likes',
        headers,
        payload: 'lang=ru',
      });
      t.equal(response.statusCode, status);
    }
    const extra = await site.app.inject({
      method: 'POST',
      url: '/api/materials/1/increase-likes',
      headers: XHR,
      payload: 'lang=ru&user_id=5',
    });
    t.equal(extra.statusCode, 400, 'unknown body field');
    const badType = await site.app.inject({
      method: 'POST',
      url: '/api/users/1/increase-likes',
      headers: XHR,
      payload: 'lang=ru',
    });
    t.equal(badType.statusCode, 400, 'type outside the fixed table');
    t.equal(stub.requests.length, before);
  },
);

t.test('a valid call is forwarded with only validated values and the request id', async (t) => {
  const response = await site.app.inject({
    method: 'GET',
    url: '/api/materials?tags=%5B2%2C1%5D&page=0',
    headers: { cookie: 'sid=secret', authorization: 'Bearer stolen', 'x-forwarded-host': 'evil.example' },
  });
  t.equal(response.statusCode, 200);
  const seen = stub.requests.at(-1);
  t.equal(seen?.path, '/api/materials');
  t.equal(seen?.query.get('tags'), '[1,2]', 'tags sorted');
  t.equal(seen?.query.get('per_page'), '11', 'defaults filled');
  t.equal(seen?.headers['x-request-id'], response.headers['x-request-id']);
  t.notOk(seen?.headers.cookie, 'no browser cookie upstream');
  t.notOk(seen?.headers.authorization, 'no browser authorization upstream');
  t.notOk(seen?.headers['x-forwarded-host']);
});
