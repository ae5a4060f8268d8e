/**
 * `/openapi.json`, generated from the call definitions (DESIGN §2): request parts from the input side
 * of their schemas (what a caller sends), answers from the output side.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type CallDef, callGroup } from '../../shared/contract/define.ts';
import { ErrorBody } from '../../shared/schemas/common.ts';
import { ERRORS } from '../errors.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function operation(call: CallDef) {
  const mediaType = call.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [callGroup(call)],
    parameters: [...parameters(call.params, 'path'), ...parameters(call.query, 'query')],
    ...(call.body
      ? { requestBody: { content: { [mediaType]: { schema: jsonSchema(call.body, 'input') } } } }
      : {}),
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
      },
      400: errorResponse(ERRORS.validation_failed.message),
      404: errorResponse(ERRORS.not_found.message),
      503: errorResponse(ERRORS.db_busy.message),
    },
  };
}

export function openApiDocument(calls: readonly CallDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Content API', version: '1.0.0' },
    paths,
    components: { schemas: { ErrorBody: jsonSchema(ErrorBody, 'output') } },
  };
}

export function registerOpenApi(app: FastifyInstance, calls: readonly CallDef[]): void {
  const document = JSON.stringify(openApiDocument(calls));
  app.get('/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
}
