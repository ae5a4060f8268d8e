/**
 * The calls' wire facts as the browser's bundle carries them: one line per call, `METHOD path` and
 * the body encoding when it has one, keyed by the call's id. A table of objects repeated each id and
 * each field's name, about a third of its compressed size, on every first visit
 * (docs/architecture.md#first-visit). No imports, so the browser gets this module alone.
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
