/**
 * The wire facts of every call (id, method, path, body encoding) without their zod schemas, so the
 * browser bundle can make calls without shipping zod. Built from `allCalls`; Vite serves it to the
 * client as the virtual module `virtual:call-wire` (see vite.config.ts).
 */
import type { CallWire } from './define.ts';
import { allCalls } from './index.ts';
import { toWireLines, type WireLines } from './wire-lines.ts';

/**
 * `desk`: the desk's calls (`auth: 'admin'`, docs/desk.md) alone, which only the desk's own code
 * loads (`virtual:desk-call-wire`); otherwise every other call.
 */
export function wireTable(part: 'site' | 'desk' = 'site'): Record<string, CallWire> {
  const table: Record<string, CallWire> = {};
  for (const { id, method, path, bodyEncoding, auth } of allCalls) {
    if ((auth === 'admin') === (part === 'desk')) table[id] = { id, method, path, bodyEncoding };
  }
  return table;
}

/** The same table in the compact form the browser's bundle carries (`wire-lines.ts`). */
export const wireLines = (part: 'site' | 'desk' = 'site'): WireLines =>
  toWireLines(Object.values(wireTable(part)));
