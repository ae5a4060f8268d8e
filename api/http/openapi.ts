/** `/openapi.json` of the content API, generated from the call definitions (`shared/contract/openapi.ts`). */
import type { FastifyInstance } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { openApiDocument as contractDocument } from '../../shared/contract/openapi.ts';
import { ERRORS } from '../errors.ts';

export function openApiDocument(calls: readonly CallDef[]) {
  return contractDocument(calls, {
    title: 'Content API',
    errors: () => ({
      400: ERRORS.validation_failed.message,
      404: ERRORS.not_found.message,
      503: ERRORS.db_busy.message,
    }),
  });
}

export function registerOpenApi(app: FastifyInstance, calls: readonly CallDef[]): void {
  const document = JSON.stringify(openApiDocument(calls));
  app.get('/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
}
