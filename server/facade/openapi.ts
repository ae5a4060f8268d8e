/**
 * The facade's `/openapi.json` (docs/architecture.md#the-call-contract): what the browser may call at this
 * site, generated from the call contract (`browserCalls`: the facade's calls and the session routes' browser
 * view), with the errors the web tier answers. Made once at start; the content API keeps its own document.
 */
import type { FastifyInstance } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { browserCalls } from '../../shared/contract/facade.ts';
import { openApiDocument } from '../../shared/contract/openapi.ts';
import { errorCatalogue, translate } from '../errors.ts';

const describe = (code: keyof typeof errorCatalogue) => translate('en', errorCatalogue[code].messageKey);

function errorsOf(call: CallDef): Record<number, string> {
  const errors: Record<number, string> = { 400: describe('validation_failed') };
  if (call.auth === 'required') errors[401] = describe('unauthorized');
  // A desk call (docs/desk.md) is a 404 to anyone but an administrator.
  if (call.method === 'POST') {
    errors[403] = `${describe('forbidden')} A write needs X-Requested-With: XMLHttpRequest and this site's origin.`;
    errors[413] = describe('payload_too_large');
    errors[415] = describe('unsupported_media_type');
  }
  errors[404] = describe('not_found');
  errors[429] = describe('too_many_requests');
  errors[503] = describe('upstream_unavailable');
  return errors;
}

export function facadeOpenApiDocument() {
  return openApiDocument(browserCalls, {
    title: 'Site calls',
    description:
      'The calls the browser makes at this site. Every error is {error, message, requestId} with a message in the language of the request.',
    errors: errorsOf,
  });
}

export async function facadeOpenApi(app: FastifyInstance) {
  const document = JSON.stringify(facadeOpenApiDocument());
  app.get('/openapi.json', (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(document),
  );
}
