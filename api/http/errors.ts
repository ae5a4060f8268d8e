/**
 * One error handler for the API (R21): catalogue errors are answered with their code, status and
 * message; framework 4xx keep their class; anything else is logged and answered as a bare 500 with
 * no detail. 503s carry `Retry-After` (R32).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declaresForeignJsonCharset } from '../../shared/contract/media-type.ts';
import { toAvailabilityError } from '../db/availability.ts';
import { ApiError, type ErrorCode, RETRY_AFTER_SECONDS } from '../errors.ts';

function fromStatus(status: number | undefined): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status !== undefined && status >= 400 && status < 500) return 'bad_request';
  return 'internal_error';
}

export function toApiError(error: unknown): ApiError {
  const mapped = toAvailabilityError(error);
  if (mapped instanceof ApiError) return mapped;
  const status = (error as Partial<FastifyError> | undefined)?.statusCode;
  return new ApiError(fromStatus(status), { cause: error });
}

function send(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  else if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send({
    error: error.code,
    message: error.message,
    requestId: request.id,
    ...(error.field ? { field: error.field } : {}),
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing. A path parameter longer than any slug
 * can be (maxParamLength) cannot name an item, so it is a 404 like any unknown slug (R1).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'not_found' : 'bad_request';
  request.log.info({ code, reason: error.code }, 'request refused before routing');
  return send(request, reply, new ApiError(code));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.code === 'internal_error') request.log.error({ err: error }, 'request failed');
    else if (apiError.status >= 500)
      request.log.warn({ code: apiError.code, err: error }, 'service unavailable');
    else request.log.info({ code: apiError.code, field: apiError.field }, 'request refused');
    return send(request, reply, apiError);
  });
  app.setNotFoundHandler((request, reply) => send(request, reply, new ApiError('not_found')));
  // JSON in another charset would be read as UTF-8 and mangled, not converted: 415 before parsing.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (declaresForeignJsonCharset(request.headers['content-type'])) {
      throw new ApiError('unsupported_media_type');
    }
    return payload;
  });
}
