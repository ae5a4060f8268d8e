/**
 * The built client: hashed files under /assets/ are immutable for a year and served precompressed
 * (brotli, gzip) when the browser accepts them. Nothing is listed, nothing outside the build's
 * assets directory is reachable. The public files are the favicon and the site's share images and
 * logo and the installed site's icons (`SITE_IMAGES`, drawn by `scripts/site/site-images.ts`), and the
 * offline worker `/sw.js` (docs/offline.md#serving-the-worker).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function staticAssets(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
  });
  const favicon = await readFile(path.join(clientDir, 'favicon.svg'));
  app.get('/favicon.svg', (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(favicon),
  );
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  // The worker's address never changes while its content does: the browser asks again on every
  // visit (no-cache revalidates), so a deploy's worker arrives with the deploy. It lives at the root,
  // so its scope is the whole site; Service-Worker-Allowed says so for a registration that asks for it.
  const worker = await readFile(path.join(clientDir, 'sw.js')).catch(() => null);
  if (worker) {
    app.get('/sw.js', (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Service-Worker-Allowed', '/')
        .send(worker),
    );
  }
  for (const [name, type] of SITE_IMAGES) {
    const bytes = await readFile(path.join(clientDir, name));
    app.get(`/${name}`, (_request, reply) =>
      reply.type(type).header('Cache-Control', 'public, max-age=86400').send(bytes),
    );
  }
}

/** The `og:image` of pages without a picture of their own, the JSON-LD organization's logo, the manifests' icons. */
const SITE_IMAGES = [
  ['share-ru.jpg', 'image/jpeg'],
  ['share-en.jpg', 'image/jpeg'],
  ['logo.png', 'image/png'],
  ['icons/icon-192.png', 'image/png'],
  ['icons/icon-512.png', 'image/png'],
  ['icons/icon-maskable-512.png', 'image/png'],
] as const;
