/**
 * The built client: hashed files under /assets/ are immutable for a year and served precompressed
 * (brotli, gzip) when the browser accepts them. Nothing is listed, nothing outside the build's
 * assets directory is reachable. The public files are the favicon and the site's share images and
 * logo (`SITE_IMAGES`, drawn by `scripts/site/site-images.ts`).
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
  for (const [name, type] of SITE_IMAGES) {
    const bytes = await readFile(path.join(clientDir, name));
    app.get(`/${name}`, (_request, reply) =>
      reply.type(type).header('Cache-Control', 'public, max-age=86400').send(bytes),
    );
  }
}

/** The `og:image` of pages without a picture of their own, and the JSON-LD organization's logo. */
const SITE_IMAGES = [
  ['share-ru.jpg', 'image/jpeg'],
  ['share-en.jpg', 'image/jpeg'],
  ['logo.png', 'image/png'],
] as const;
