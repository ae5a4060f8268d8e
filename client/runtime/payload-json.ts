/**
 * The hydration payload as UTF-8 JSON, escaped for a `<script type="application/json">` element: the
 * bytes of `escapeJsonForHtml(JSON.stringify(value))`. The bytes of shared data (frozen on the server:
 * `shared/data/frozen.ts`) are made once per object and copied into every page that sends it, instead
 * of being serialized, escaped and encoded again for each render. Escaping works character by
 * character, so the escaped text of a whole is the escaped texts of its parts put together.
 */
import { escapeJsonForHtml } from './ssr-context.ts';

const sharedBytes = new WeakMap<object, Buffer>();

function plain(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value));
}

/** Text and ready bytes in order; neighbouring text is encoded in one go. */
class Chunks {
  readonly parts: Buffer[] = [];
  private text = '';

  add(text: string): void {
    this.text += text;
  }

  addBytes(bytes: Buffer): void {
    if (this.text) this.parts.push(Buffer.from(this.text));
    this.text = '';
    this.parts.push(bytes);
  }

  bytes(): Buffer {
    if (this.text) this.parts.push(Buffer.from(this.text));
    this.text = '';
    return this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts);
  }
}

/** Writes `value`'s JSON; false where JSON.stringify would leave the value out (undefined, functions). */
function write(value: unknown, out: Chunks): boolean {
  if (value === null || typeof value !== 'object') {
    const text = typeof value === 'string' ? plain(value) : (JSON.stringify(value) as string | undefined);
    if (text === undefined) return false;
    out.add(text);
    return true;
  }
  if (Object.isFrozen(value)) {
    let bytes = sharedBytes.get(value);
    if (bytes === undefined) {
      bytes = Buffer.from(plain(value));
      sharedBytes.set(value, bytes);
    }
    out.addBytes(bytes);
    return true;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    // Dates and the like; loader data has no toJSON that answers undefined.
    out.add(plain(value));
    return true;
  }
  if (Array.isArray(value)) {
    out.add('[');
    value.forEach((item, index) => {
      if (index > 0) out.add(',');
      if (!write(item, out)) out.add('null');
    });
    out.add(']');
    return true;
  }
  out.add('{');
  let first = true;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    out.add(`${first ? '' : ','}${plain(key)}:`);
    first = false;
    write(item, out);
  }
  out.add('}');
  return true;
}

export function payloadBytes(value: unknown): Buffer {
  const out = new Chunks();
  if (!write(value, out)) out.add('null');
  return out.bytes();
}
