/**
 * An OpenAPI 3.1 document generated from call definitions (docs/architecture.md#the-call-contract): request parts from the input
 * side of their schemas (what a caller sends), answers from the output side, every error as the one
 * error body. The content API describes its own calls with it, the web tier the calls the browser
 * makes; each says which error statuses its calls can answer.
 */
import { z } from 'zod';
import { ErrorBody } from '../schemas/common.ts';
import { type CallDef, callGroup } from './define.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  title: string;
  description?: string;
  /** The error statuses a call can answer, each with what it means. */
  errors: (call: CallDef) => Record<number, string>;
}

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

function operation(call: CallDef, options: OpenApiOptions) {
  const mediaType = call.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const errors = Object.entries(options.errors(call)).map(([status, text]) => [status, errorResponse(text)]);
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
      ...Object.fromEntries(errors),
    },
  };
}

export function openApiDocument(calls: readonly CallDef[], options: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, options) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: '1.0.0',
      ...(options.description ? { description: options.description } : {}),
    },
    paths,
    components: { schemas: { ErrorBody: jsonSchema(ErrorBody, 'output') } },
  };
}
