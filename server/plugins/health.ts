/**
 * Liveness and readiness (docs/operations.md): alive means the process answers; ready means the API does.
 * Readiness also says whether this instance hears the other instances' cache drops (`cacheDrops`:
 * `local` with one instance, `connected`, or `lost`, when it serves with short cache lifetimes): a lost
 * channel makes pages briefly older, not wrong, so it does not take the instance out of rotation.
 */
import type { FastifyInstance } from 'fastify';
import type { Upstream } from '../upstream/client.ts';

export async function health(app: FastifyInstance, { upstream }: { upstream: Upstream }) {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const cacheDrops = app.contentLayer.bus.state;
    try {
      const response = await upstream.request({
        method: 'GET',
        path: '/readyz',
        headers: { 'x-request-id': request.id },
      });
      if (response.status === 200) return reply.send({ status: 'ready', cacheDrops });
    } catch {
      // Reported below as not ready.
    }
    return reply.code(503).header('Retry-After', '10').send({ status: 'unavailable', cacheDrops });
  });
}
