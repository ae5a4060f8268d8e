/**
 * The wire facts of every call (id, method, path, body encoding) without their zod schemas, so the
 * browser bundle can make calls without shipping zod. Built from `allCalls`; Vite serves it to the
 * client as the virtual module `virtual:call-wire` (see vite.config.ts).
 */
import type { CallWire } from './define.ts';
import { allCalls } from './index.ts';

export function wireTable(): Record<string, CallWire> {
  const table: Record<string, CallWire> = {};
  for (const { id, method, path, bodyEncoding } of allCalls) table[id] = { id, method, path, bodyEncoding };
  return table;
}
