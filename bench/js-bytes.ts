/**
 * The JavaScript a first visit downloads (PERFORMANCE.md "initial JavaScript"): the page's module
 * script and its modulepreloads, measured from the precompressed files in dist/client.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

export interface JsBytes {
  files: string[];
  gzip: number;
  brotli: number;
}

export async function initialJsBytes(html: string, clientDir: string): Promise<JsBytes> {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+\.js)"/g))
    files.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) {
    files.add(match[1] as string);
  }
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const local = path.join(clientDir, file);
    gzip += (await stat(`${local}.gz`)).size;
    brotli += (await stat(`${local}.br`)).size;
  }
  return { files: [...files], gzip, brotli };
}
