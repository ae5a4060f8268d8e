import type { FastifyInstance } from 'fastify';

/** robots.txt (docs/architecture.md#rendering): everything public is crawlable; account pages and calls are not. */
export async function robots(app: FastifyInstance, { publicOrigin }: { publicOrigin: string }) {
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /ru/profile/',
    'Disallow: /en/profile/',
    'Disallow: /logout',
    'Allow: /',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body),
  );
}
