/**
 * R5 at the web tier: the fields a page renders with `dangerouslySetInnerHTML` are sanitized again
 * when an upstream answer is accepted, which is when the cache fills, so a page hit costs nothing.
 * The API already stores clean HTML; this keeps a wrong or compromised upstream from reaching a
 * visitor's page. The response schemas mark those fields (`HTML_MARK` in shared/schemas/content.ts):
 * editors' HTML keeps the editor allowlist, search snippets keep text and `<mark>`/`<b>` only.
 */
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { sanitizeEditorHtml } from '../../shared/html/sanitize.ts';
import { HTML_MARK } from '../../shared/schemas/content.ts';

type Clean = (value: unknown) => unknown;

const SNIPPET_OPTIONS: sanitizeHtml.IOptions = { allowedTags: ['mark', 'b'], allowedAttributes: {} };

const CLEANERS: Record<string, Clean> = {
  editor: (value) => (typeof value === 'string' ? sanitizeEditorHtml(value) : value),
  snippet: (value) => (typeof value === 'string' ? sanitizeHtml(value, SNIPPET_OPTIONS) : value),
};

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  out?: z.ZodType;
  valueType?: z.ZodType;
}

const plans = new WeakMap<z.ZodType, Clean | null>();

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A cleaner for values of `schema`, or null when nothing inside it is marked (the common case). */
function planFor(schema: z.ZodType): Clean | null {
  if (plans.has(schema)) return plans.get(schema) ?? null;
  plans.set(schema, null); // recursion guard for lazy, self-referencing schemas
  const plan = buildPlan(schema);
  plans.set(schema, plan);
  return plan;
}

function buildPlan(schema: z.ZodType): Clean | null {
  const mark = z.globalRegistry.get(schema)?.[HTML_MARK];
  if (typeof mark === 'string' && CLEANERS[mark]) return CLEANERS[mark];
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {})
        .map(([key, field]) => [key, planFor(field)] as const)
        .filter((entry): entry is readonly [string, Clean] => entry[1] !== null);
      if (fields.length === 0) return null;
      return (value) => {
        if (!isObject(value)) return value;
        for (const [key, clean] of fields) if (key in value) value[key] = clean(value[key]);
        return value;
      };
    }
    case 'array': {
      const clean = def.element ? planFor(def.element) : null;
      return clean && ((value) => (Array.isArray(value) ? value.map(clean) : value));
    }
    case 'record': {
      const clean = def.valueType ? planFor(def.valueType) : null;
      return (
        clean &&
        ((value) => {
          if (!isObject(value)) return value;
          for (const key of Object.keys(value)) value[key] = clean(value[key]);
          return value;
        })
      );
    }
    case 'union': {
      const options = (def.options ?? []).map((option) => [option, planFor(option)] as const);
      if (options.every(([, clean]) => clean === null)) return null;
      // The option the value belongs to decides: a field may be HTML in one shape and text in another.
      return (value) => {
        const match = options.find(([option]) => option.safeParse(value).success);
        return match?.[1] ? match[1](value) : value;
      };
    }
    case 'pipe':
      return def.out ? planFor(def.out) : null;
    default:
      return def.innerType ? planFor(def.innerType) : null;
  }
}

/** Sanitizes the marked fields of an answer that already passed `schema`, in place; returns it. */
export function sanitizeAnswer<T>(schema: z.ZodType, data: T): T {
  const clean = planFor(schema);
  return clean ? (clean(data) as T) : data;
}
