/**
 * The built client: hashed files under /assets/ are immutable for a year and served precompressed
 * (brotli, gzip) when the browser accepts them. Nothing is listed, nothing outside the build's
 * assets directory is reachable. The favicon is the one public file.
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
}
