/** Liveness and readiness (DESIGN §7): alive means the process answers; ready means the API does. */
import type { FastifyInstance } from 'fastify';
import type { Upstream } from '../upstream/client.ts';

export async function health(app: FastifyInstance, { upstream }: { upstream: Upstream }) {
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const response = await upstream.request({
        method: 'GET',
        path: '/readyz',
        headers: { 'x-request-id': request.id },
      });
      if (response.status === 200) return reply.send({ status: 'ready' });
    } catch {
      // Reported below as not ready.
    }
    return reply.code(503).header('Retry-After', '10').send({ status: 'unavailable' });
  });
}
