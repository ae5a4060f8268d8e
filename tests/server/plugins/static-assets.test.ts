/** The built client's files as the web tier serves them: here the offline worker (docs/offline.md#serving-the-worker). */
import path from 'node:path';
import Fastify from 'fastify';
import t from 'tap';
import { staticAssets } from '../../../server/plugins/static-assets.ts';
import { ROOT } from '../../helpers/site.ts';

const app = Fastify();
await staticAssets(app, { clientDir: path.join(ROOT, 'dist', 'client') });
t.teardown(() => app.close());

t.test('the offline worker is served fresh on every visit, for the whole site', async (t) => {
  const answer = await app.inject({ method: 'GET', url: '/sw.js' });
  t.equal(answer.statusCode, 200);
  t.match(answer.headers['content-type'], /^text\/javascript/);
  t.equal(answer.headers['cache-control'], 'no-cache', 'the browser asks again, so a deploy arrives');
  t.equal(answer.headers['service-worker-allowed'], '/');
  t.match(answer.body, /"url":"assets\/boot-[\w-]+\.js"/, 'the build precached by its hashed names');
});

t.test("the manifests' icons are served as PNG", async (t) => {
  for (const name of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png']) {
    const answer = await app.inject({ method: 'GET', url: `/icons/${name}` });
    t.equal(answer.statusCode, 200, name);
    t.equal(answer.headers['content-type'], 'image/png');
  }
});
