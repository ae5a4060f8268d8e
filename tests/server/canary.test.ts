/**
 * docs/rules.md R26 canary: a signed-in visitor's data never reaches an anonymous visitor or another
 * user through any cached path. The session layer is simulated at its worst: it sends the user's
 * bearer token with every call, and the upstream answers such calls with per-user data (a canary in
 * every title, a personal cookie and header).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyRequest } from 'fastify';
import t from 'tap';
import { loadConfig } from '../../server/config.ts';
import { contentLayer } from '../../server/data/layer.ts';
import { installErrorHandlers } from '../../server/errors.ts';
import { facadeRoutes } from '../../server/facade/routes.ts';
import { pageRoutes } from '../../server/pages/page-route.ts';
import { loadAssetResolver } from '../../server/render/assets.ts';
import { createUpstream } from '../../server/upstream/client.ts';
import { ROOT } from '../helpers/site.ts';
import { fakeRender } from './helpers/fake-render.ts';
import { StubUpstream } from './helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
  DIST_DIR: path.join(ROOT, 'dist'),
  UPSTREAM_URL: stub.url,
});
const upstream = createUpstream({ url: stub.url, timeoutMs: config.UPSTREAM_TIMEOUT_MS });
const session = (request: FastifyRequest) => /(?:^|;\s*)sid=([a-z]+)/.exec(request.headers.cookie ?? '')?.[1];

const app = Fastify({ genReqId: () => randomUUID() });
installErrorHandlers(app);
await app.register(formbody);
await app.register(fastifyCookie);
// A visitor cookie for every newcomer, as a like counter might set: shared answers must not carry it.
app.addHook('onRequest', async (request, reply) => {
  if (!/visitor=/.test(request.headers.cookie ?? '')) reply.header('set-cookie', 'visitor=new; Path=/');
});
await contentLayer(app, { config, upstream });
await facadeRoutes(app, {
  siteOrigins: config.siteOrigins,
  upstreamHeaders: (request): Record<string, string> => {
    const user = session(request);
    return user ? { authorization: `Bearer ${user}` } : {};
  },
});
await pageRoutes(app, {
  config,
  render: fakeRender,
  resolveAssets: await loadAssetResolver(path.join(config.distDir, 'client')),
  dev: false,
  isSignedIn: (request) => Boolean(session(request)),
});
await app.ready();
t.teardown(async () => {
  await app.close();
  await upstream.close();
  await stub.stop();
});

const as = (cookie: string | null) => (url: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const alice = as('sid=alice; visitor=1');
const bob = as('sid=bob; visitor=2');
const anonymous = as('visitor=3');
const URLS = [
  '/api/materials',
  '/api/materials/yiddish-alphabet',
  '/ru/materials',
  '/ru/materials/yiddish-alphabet',
];

t.test('a signed-in user gets personal answers that are never shared', async (t) => {
  for (const url of URLS.slice(0, 2)) {
    const response = await alice(url);
    t.match(response.body, /CANARY-alice/, `${url}: alice sees her own data`);
    t.equal(response.headers['cache-control'], 'no-store');
    t.notOk(response.headers['x-cache'], `${url}: not from the shared cache`);
    t.notOk(response.headers['x-user'], 'upstream headers are not forwarded');
    t.notOk(response.headers['set-cookie'], 'the upstream cookie is not forwarded');
  }
  for (const url of URLS.slice(2)) {
    const page = await alice(url);
    t.equal(page.headers['cache-control'], 'private, no-store', `${url}: rendered for alice alone`);
    t.match(page.body, /signed-in true/);
  }
});

t.test('anonymous visitors and another user never see her data, whatever the order', async (t) => {
  for (let round = 0; round < 3; round += 1) {
    for (const url of URLS) {
      const seen = [await anonymous(url), await bob(url), await alice(url), await anonymous(url)];
      const [first, asBob, , last] = seen;
      for (const response of [first, last]) {
        t.notMatch(
          response?.body ?? '',
          /CANARY|sid=|alice/,
          `${url}: nothing of alice for an anonymous visitor`,
        );
        t.notMatch(response?.body ?? '', /signed-in true/);
      }
      t.notMatch(asBob?.body ?? '', /CANARY-alice|sid=alice/, `${url}: nothing of alice for bob`);
    }
  }
  const cached = await anonymous('/ru/materials/yiddish-alphabet');
  t.equal(cached.headers['x-cache'], 'HIT', 'the anonymous answers did come from the cache');
  t.equal(stub.requests.filter((r) => r.headers.authorization && r.path === '/api/materials').length, 6 + 1);
});

t.test('a shared answer that some hook gave a cookie stops being shared', async (t) => {
  const newcomer = await as(null)('/ru/materials');
  t.equal(newcomer.headers['set-cookie'], 'visitor=new; Path=/');
  t.equal(newcomer.headers['cache-control'], 'private, no-store');
  const regular = await anonymous('/ru/materials');
  t.notOk(regular.headers['set-cookie']);
  t.match(regular.headers['cache-control'], /^public/);
});
