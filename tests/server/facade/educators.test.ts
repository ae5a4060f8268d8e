/**
 * The educators' calls at the web tier (docs/architecture.md#the-call-contract; docs/rules.md R2): at their
 * contract paths outside `/api` too, a bad payload is refused by the shared schemas before anything goes
 * upstream, and every refusal is the JSON error shape `{error, message, requestId}`, never a page.
 */
import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url });
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const HEADERS = {
  'x-requested-with': 'XMLHttpRequest',
  origin: 'http://127.0.0.1:3000',
  'content-type': 'application/json',
};

const BAD: [string, unknown, string][] = [
  ['/search-hashtags', { lang: 'ru' }, 'q'],
  ['/search-hashtags', { lang: 'ru', q: 'a', user_id: 1 }, 'user_id'],
  ['/search-hashtags-data', { lang: 'ru', htid: ['1'] }, 'htid'],
  ['/search-hashtags-data', { lang: 'ru', htid: [1, 1] }, 'htid'],
  ['/api/get-all-hashtags-educators', { groupe_by_category: 0 }, 'groupe_by_category'],
  ['/api/get-all-hashtags', { groupe_by_category: true }, 'groupe_by_category'],
  ['/api/send-message', { messageText: '' }, 'messageText'],
  ['/api/send-message', { messageText: 'x'.repeat(4001) }, 'messageText'],
];

t.test('bad payloads are a 400 naming the field, and the upstream sees none of them', async (t) => {
  const before = stub.requests.length;
  for (const [url, body, field] of BAD) {
    const response = await site.app.inject({
      method: 'POST',
      url,
      headers: HEADERS,
      payload: JSON.stringify(body),
    });
    t.equal(response.statusCode, 400, `${url} ${JSON.stringify(body).slice(0, 40)}`);
    const answer = response.json();
    t.equal(answer.error, 'validation_failed');
    t.match(answer.field, new RegExp(`^${field}\\b`), 'the field is named');
    t.type(answer.requestId, 'string');
  }
  t.equal(stub.requests.length, before);
});

t.test('a form body where JSON is expected is a JSON 415 at a path outside /api', async (t) => {
  const response = await site.app.inject({
    method: 'POST',
    url: '/search-hashtags',
    headers: { ...HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'lang=ru&q=a',
  });
  t.equal(response.statusCode, 415);
  t.match(response.headers['content-type'], /application\/json/);
  t.match(response.json(), { error: 'unsupported_media_type', message: String, requestId: String });
});
