/**
 * The digest's counters at the content API's own `/metrics` (docs/follows.md#operators), in Prometheus'
 * text format: `digests_total{result="sent|skipped|failed"}` of this process. Like the admin calls it
 * answers this machine only (a loopback connection that came through no proxy); the web tier's facade
 * forwards only the calls of the contract, so it is never public.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import type { DigestService } from './digest-service.ts';

export function digestMetricsText(digests: DigestService): string {
  const counts = digests.counts();
  return [
    '# HELP digests_total Digest jobs by result: sent, skipped (nothing new), failed (for good or bounced)',
    '# TYPE digests_total counter',
    ...(['sent', 'skipped', 'failed'] as const).map(
      (result) => `digests_total{result="${result}"} ${counts[result]}`,
    ),
    '',
  ].join('\n');
}

/** `isLoopback`: the admin calls' own check (`api/admin/endpoint.ts`), passed in by `api/app.ts`. */
export function registerDigestMetrics(
  app: FastifyInstance,
  digests: DigestService,
  isLoopback: (address: string | undefined) => boolean,
): void {
  app.get('/metrics', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress) || request.headers['x-forwarded-for'] !== undefined) {
      throw new ApiError('not_found');
    }
    return reply.type('text/plain; version=0.0.4').send(digestMetricsText(digests));
  });
}
