/**
 * The JavaScript a first visit downloads (PERFORMANCE.md "initial JavaScript"): the page's module
 * script, its modulepreloads, and every module those import statically (the browser fetches them
 * before anything runs; the page lists no preload for the entry's own imports), measured from the
 * precompressed files in dist/client. Dynamic `import()`s are left out: they load later, if at all.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface JsBytes {
  files: string[];
  gzip: number;
  brotli: number;
}

/** `import … from "./x.js"` and `import "./x.js"`, as the bundler writes them; not `import("…")`. */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] as string);
}

export async function initialJsBytes(html: string, clientDir: string): Promise<JsBytes> {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+\.js)"/g))
    files.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) {
    files.add(match[1] as string);
  }
  for (const file of files) {
    const code = await readFile(path.join(clientDir, file), 'utf8');
    for (const imported of staticImports(code))
      files.add(path.posix.join(path.posix.dirname(file), imported));
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
