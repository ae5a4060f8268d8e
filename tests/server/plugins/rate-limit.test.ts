import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { shiftTime } from '../helpers/shift-time.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({
  upstreamUrl: stub.url,
  env: { RATE_LIMIT_GLOBAL_PER_10_SECONDS: '5', RATE_LIMIT_GLOBAL_PER_MINUTE: '8' },
});
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const from = (remoteAddress: string, url = '/api/tags', headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, remoteAddress, headers });

t.test('the burst limit answers 429 with Retry-After and a localized body at its threshold', async (t) => {
  const codes: number[] = [];
  for (let i = 0; i < 6; i += 1)
    codes.push((await from('10.0.0.1', '/api/tags', { 'accept-language': 'en' })).statusCode);
  t.same(codes, [200, 200, 200, 200, 200, 429]);
  const limited = await from('10.0.0.1', '/ru/no-such-page', { 'accept-language': 'en' });
  t.equal(limited.statusCode, 429, 'pages and the not-found handler count too');
  t.ok(Number(limited.headers['retry-after']) >= 1);
  t.match(
    limited.body,
    /<title>Слишком много запросов<\/title>/,
    "a page's is the site's page in its language",
  );
  const call = await from('10.0.0.1', '/api/tags', { 'accept-language': 'en' });
  t.match(call.json(), { error: 'too_many_requests', message: /Too many requests/ });
  t.equal((await from('10.0.0.2')).statusCode, 200, 'another address is unaffected');
});

t.test('assets, media and liveness are exempt', async (t) => {
  for (let i = 0; i < 10; i += 1) {
    t.not((await from('10.0.0.3', '/assets/nothing.js')).statusCode, 429);
    t.not((await from('10.0.0.3', '/healthz')).statusCode, 429);
  }
  t.equal((await from('10.0.0.3')).statusCode, 200, 'and they used none of the allowance');
});

t.test('the burst window recovers after 10 s, the minute window after a minute', async (t) => {
  for (let i = 0; i < 5; i += 1) await from('10.0.0.4');
  t.equal((await from('10.0.0.4')).statusCode, 429);
  shiftTime(t, 11_000);
  for (let i = 0; i < 3; i += 1) t.equal((await from('10.0.0.4')).statusCode, 200);
  t.equal((await from('10.0.0.4')).statusCode, 429, 'eight a minute');
  shiftTime(t, 61_000);
  t.equal((await from('10.0.0.4')).statusCode, 200);
});

t.test('a forwarded address is not trusted without TRUST_PROXY', async (t) => {
  const codes: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    codes.push((await from('10.0.0.5', '/api/tags', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode);
  }
  t.equal(codes.at(-1), 429, 'rotating X-Forwarded-For does not reset the counter');
});
