/**
 * The calls' wire facts as the browser's bundle carries them: one line per call, `METHOD path` and
 * the body encoding when it has one (paths hold no spaces), keyed by the call's id. As objects, which
 * repeat each id and every field's name, the table was about a third larger compressed, on every
 * first visit (docs/architecture.md#first-visit). Nothing but a type is imported, so the browser gets
 * this module alone.
 */
import type { CallWire } from './define.ts';

export type WireLines = Record<string, string>;

export function toWireLines(calls: readonly CallWire[]): WireLines {
  const lines: WireLines = {};
  for (const { id, method, path, bodyEncoding } of calls) {
    lines[id] = bodyEncoding ? `${method} ${path} ${bodyEncoding}` : `${method} ${path}`;
  }
  return lines;
}

export function readWireLines(lines: WireLines): Record<string, CallWire> {
  const table: Record<string, CallWire> = {};
  for (const [id, line] of Object.entries(lines)) {
    const [method, path, bodyEncoding] = line.split(' ') as [
      CallWire['method'],
      string,
      CallWire['bodyEncoding'],
    ];
    table[id] = bodyEncoding ? { id, method, path, bodyEncoding } : { id, method, path };
  }
  return table;
}
