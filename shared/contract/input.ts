/**
 * The one reading of a call's input (docs/rules.md R2), for every place that takes one: the content
 * API's route registration, the web tier's facade and the loaders' data sources on the server. The
 * input comes in its wire form (path params and query values as text, as a URL carries them; a body as
 * its decoder left it) and goes through the call's strict schemas, so unknown and repeated keys are
 * refused and defaults are filled the same way everywhere, which is also what keeps cache keys equal.
 *
 * It never throws: a refusal names the part and the field the caller sent, and each caller says it in
 * its own terms (a 400 `validation_failed` naming the field; a 404 for an impossible slug in a page).
 */
import type { z } from 'zod';
import { type CallDef, serializeQuery } from './define.ts';

export type InputPart = 'params' | 'query' | 'body';

/** A call's input as it arrived, before its schemas. */
export interface RawCallInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** A call's input after its schemas: what goes upstream and what cache keys are built from. */
export interface ParsedCallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface InputProblem {
  part: InputPart;
  /** The key the caller sent that was refused (cut to `FIELD_MAX_CHARS`), or the part's name. */
  field: string;
  /** The schema's reason, or `unknown parameter`. */
  reason: string;
}

export type InputVerdict = { ok: true; input: ParsedCallInput } | { ok: false; problem: InputProblem };

/** An unknown key is named back to the caller, so it is cut to a sane length first. */
export const FIELD_MAX_CHARS = 64;

const PARTS: readonly InputPart[] = ['params', 'query', 'body'];

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0)
  );
}

function firstKey(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? Object.keys(value)[0] : undefined;
}

function problemOf(part: InputPart, issue: z.core.$ZodIssue | undefined): InputProblem {
  if (issue?.code === 'unrecognized_keys') {
    return { part, field: (issue.keys[0] ?? part).slice(0, FIELD_MAX_CHARS), reason: 'unknown parameter' };
  }
  const named = issue?.path[0];
  const field = named === undefined ? part : String(named);
  return { part, field: field.slice(0, FIELD_MAX_CHARS), reason: issue?.message ?? 'invalid' };
}

/**
 * One part of an input through its schema (or, without one, accepting nothing but an empty part).
 * Session routes read a browser's body with it too, where the browser's body is not the call's.
 */
export function parseWith(
  schema: z.ZodType | undefined,
  value: unknown,
  part: InputPart,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; problem: InputProblem } {
  if (!schema) {
    if (isEmpty(value)) return { ok: true, value: undefined };
    const field = (firstKey(value) ?? part).slice(0, FIELD_MAX_CHARS);
    return { ok: false, problem: { part, field, reason: 'unknown parameter' } };
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) return { ok: false, problem: problemOf(part, result.error.issues[0]) };
  return { ok: true, value: result.data as Record<string, unknown> };
}

/**
 * Reads a call's input through its schemas. A part the call has no schema for accepts nothing; a GET
 * has no body (whatever a client sent with it is not read).
 */
export function parseCallInput(call: CallDef, raw: RawCallInput): InputVerdict {
  const input: ParsedCallInput = {};
  for (const part of PARTS) {
    const verdict = parseWith(
      call[part],
      part === 'body' && call.method === 'GET' ? undefined : raw[part],
      part,
    );
    if (!verdict.ok) return verdict;
    if (verdict.value !== undefined) input[part] = verdict.value;
  }
  return { ok: true, input };
}

/**
 * The wire form of a loader's typed input (params and query as a URL would carry them), so it goes
 * through `parseCallInput` exactly as a browser's request does.
 */
export function wireInput(input: { params?: unknown; query?: unknown }): RawCallInput {
  return { params: wireRecord(input.params), query: wireRecord(input.query) };
}

function wireRecord(value: unknown): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(serializeQuery((value ?? {}) as Record<string, unknown>)));
}
