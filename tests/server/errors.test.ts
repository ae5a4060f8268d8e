/**
 * One shape for every error (docs/rules.md R21): under /api every 4xx/5xx is JSON
 * `{error, message, requestId}` in the request's language, whatever raised it (an unknown call, the
 * router, Node's parser, a content type); every error elsewhere is the site's own localized page;
 * media and asset misses are a bare status.
 */
import { connect } from 'node:net';
import t, { type Test } from 'tap';
import { startTestApp } from './helpers/app.ts';
import { StubUpstream } from './helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url });
await site.app.listen({ host: '127.0.0.1', port: 0 });
const address = site.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const WRITE = { 'x-requested-with': 'XMLHttpRequest', origin: 'http://127.0.0.1:3000' };
const EN = { 'accept-language': 'en' };

/** Sends raw bytes and returns the status line, the headers (lower-cased names) and the body. */
function raw(text: string) {
  return new Promise<{ status: string; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [status = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status, headers, body });
    });
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

function isJsonError(
  t: Test,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  error: string,
  message: RegExp,
) {
  t.equal(response.statusCode, status, `${error}: status`);
  t.match(response.headers['content-type'], /^application\/json/, `${error}: JSON`);
  const body = JSON.parse(response.body);
  t.same(Object.keys(body).sort(), ['error', 'message', 'requestId'], `${error}: the one shape`);
  t.match(body, { error, message, requestId: response.headers['x-request-id'] }, `${error}: body`);
}

t.test('an unknown /api path is a JSON 404 for every method, never a redirect to a page', async (t) => {
  for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
    const response = await site.app.inject({ method, url: '/api/no-such-call?x=1', headers: EN });
    isJsonError(t, response, 404, 'not_found', /^Nothing was found at this address\.$/);
  }
  const ru = await site.app.inject({ method: 'GET', url: '/api', headers: { 'accept-language': 'ru' } });
  isJsonError(t, ru, 404, 'not_found', /^По этому адресу ничего не найдено\.$/);
  const slug = await site.app.inject({
    method: 'GET',
    url: `/api/materials/${'a'.repeat(150)}`,
    headers: EN,
  });
  isJsonError(t, slug, 404, 'not_found', /Nothing was found/);
});

t.test('an address over 2 KiB is a 414: JSON under /api, the localized page elsewhere', async (t) => {
  const api = await site.app.inject({ url: `/api/search?lang=en&query=${'a'.repeat(2100)}`, headers: EN });
  isJsonError(t, api, 414, 'uri_too_long', /^The address is too long\.$/);
  const page = await site.app.inject({ url: `/en/${'a'.repeat(2100)}` });
  t.equal(page.statusCode, 414);
  t.match(page.headers['content-type'], /^text\/html/);
  t.match(page.body, /<html lang="en">.*<title>The request is too long<\/title>/s);
  t.equal(page.headers['content-language'], 'en');
});

t.test('a malformed address is a 400 in the same shape, not FST_ERR_BAD_URL', async (t) => {
  const api = await site.app.inject({ url: '/api/materials/%E0%A4%A', headers: EN });
  isJsonError(t, api, 400, 'bad_url', /^The address could not be read\.$/);
  t.notMatch(api.body, /FST_|%E0/, 'no framework code, no echo of the address');
  const page = await site.app.inject({ url: '/ru/%E0%A4%A' });
  t.equal(page.statusCode, 400);
  t.match(page.body, /<title>Не удалось прочитать запрос<\/title>/);
});

t.test('headers over the 16 KiB budget are a 431 in the same shape, read from the raw request', async (t) => {
  const api = await raw(
    `GET /api/tags?pad=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n\r\n`,
  );
  t.match(api.status, /^HTTP\/1\.1 431 /);
  t.match(api.headers['content-type'], /^application\/json/);
  const body = JSON.parse(api.body);
  t.match(body, {
    error: 'headers_too_large',
    message: 'The request headers are too large.',
    requestId: api.headers['x-request-id'],
  });
  const page = await raw(`GET /en/materials HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(17_000)}\r\n\r\n`);
  t.match(page.status, /^HTTP\/1\.1 431 /);
  t.match(page.headers['content-type'], /^text\/html/);
  t.match(page.body, /<title>The request is too long<\/title>/);
  t.equal(Buffer.byteLength(page.body), Number(page.headers['content-length']));
  const garbage = await raw('HELLO THERE\r\n\r\n');
  t.match(garbage.status, /^HTTP\/1\.1 400 /);
  t.match(garbage.body, /<title>Не удалось прочитать запрос<\/title>/, 'bytes that are not HTTP: the page');
});

t.test('an address sent as raw UTF-8 is read: a redirect to the same address, encoded', async (t) => {
  const page = await raw('GET /ru/search?search=идиш HTTP/1.1\r\nHost: x\r\n\r\n');
  t.match(page.status, /^HTTP\/1\.1 308 /, 'not a 400');
  t.equal(page.headers.location, `/ru/search?search=${encodeURIComponent('идиш')}`);
  const call = await raw('GET /api/search?lang=ru&query=шолом HTTP/1.1\r\nHost: x\r\n\r\n');
  t.equal(call.headers.location, `/api/search?lang=ru&query=${encodeURIComponent('шолом')}`, 'a call too');
  const away = await raw('GET //evil.example/идиш HTTP/1.1\r\nHost: x\r\n\r\n');
  t.match(away.status, /^HTTP\/1\.1 400 /, 'never a redirect that leads off the site');
  const post = await raw('POST /api/likes?x=идиш HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
  t.match(post.status, /^HTTP\/1\.1 400 /, 'only reads are redirected');
});

t.test('415: a simple content type, and JSON declared in a charset other than UTF-8', async (t) => {
  const xml = await site.app.inject({
    method: 'POST',
    url: '/api/materials/1/increase-likes',
    headers: { ...WRITE, ...EN, 'content-type': 'text/xml' },
    payload: '<lang>ru</lang>',
  });
  isJsonError(t, xml, 415, 'unsupported_media_type', /send JSON in UTF-8/);
  const before = stub.requests.length;
  for (const charset of ['windows-1251', '"ISO-8859-1"', 'utf-16le']) {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...WRITE, ...EN, 'content-type': `application/json; charset=${charset}` },
      payload: JSON.stringify({ email: 'reader@example.org', password: 'x' }),
    });
    isJsonError(t, response, 415, 'unsupported_media_type', /send JSON in UTF-8/);
  }
  t.equal(stub.requests.length, before, 'nothing went upstream');
  const utf8 = await site.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...WRITE, 'content-type': 'application/json; charset="UTF-8"' },
    payload: JSON.stringify({ email: 'reader@example.org', password: 'x' }),
  });
  t.not(utf8.statusCode, 415, 'UTF-8 is JSON as it should be');
  t.equal(stub.count('/api/login', 'POST'), 1, 'and goes upstream');
});

t.test('an error on a page address is the site’s own localized page', async (t) => {
  const post = await site.app.inject({ method: 'POST', url: '/en/materials', headers: WRITE, payload: {} });
  t.equal(post.statusCode, 404);
  t.match(post.headers['content-type'], /^text\/html/);
  t.match(post.body, /<html lang="en">.*<title>Error 404<\/title>.*href="\/en"/s);
  t.match(post.headers['content-security-policy'], /default-src 'self'/);
  const ru = await site.app.inject({ method: 'DELETE', url: '/ru' });
  t.equal(ru.statusCode, 404);
  t.match(ru.body, /<html lang="ru">.*<title>Ошибка 404<\/title>/s);
});

t.test('/storage and /assets misses are a bare 404 without a framework body', async (t) => {
  for (const url of [
    '/storage/no-such-file.jpg',
    '/storage/..%2fsecret.jpg',
    '/storage/a.exe',
    '/storage/%E0%A4%A.jpg',
    '/assets/no-such-file.js',
  ]) {
    const response = await site.app.inject({ url });
    t.equal(response.statusCode, 404, url);
    t.equal(response.body, '', `${url}: no body`);
    t.notOk(response.headers['content-type'], `${url}: no content type`);
  }
});
