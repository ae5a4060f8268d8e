/**
 * The JavaScript a first visit downloads (the initial JavaScript of docs/testing.md#benchmarks): the page's module
 * script (the boot module), the entry and the chunks it asks for after the first paint
 * (`data-entry`, `data-preloads`), and every module those import statically, measured from the
 * precompressed files in dist/client. Other dynamic `import()`s are left out: they load later, if at all.
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

/**
 * The map page's budget: its JavaScript beyond the shared entry, gzip. 66.5 KiB since the shared
 * feature groups (bench/HISTORY.md): the map gets the whole basics and cards groups (12 KiB) where it
 * used 5 KiB of small shared chunks in six requests. 68.5 KiB since the screens' head tags,
 * structured data and stored-block reader moved from the frame's chunk into basics (the frame no
 * longer draws a screen of its own): the same bytes, now counted as the page's. 69 KiB since the map
 * is drawn as the reader nears it and mounts in three short tasks (0.1 KiB of both).
 */
export const MAP_PAGE_JS_BUDGET_BYTES = 69 * 1024;

/** `import("./x.js")` as the bundler writes it (with any quote, backticks included). */
const DYNAMIC_IMPORT = /\bimport\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g;

export function dynamicImports(code: string): string[] {
  return [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] as string);
}

async function sizes(clientDir: string, files: Iterable<string>): Promise<{ gzip: number; brotli: number }> {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const local = path.join(clientDir, file);
    gzip += (await stat(`${local}.gz`)).size;
    brotli += (await stat(`${local}.br`)).size;
  }
  return { gzip, brotli };
}

/** Every file reachable from `roots` by static imports, and by dynamic ones too when `dynamic` says so. */
async function closure(
  clientDir: string,
  roots: Iterable<string>,
  dynamic: (file: string) => boolean,
): Promise<Set<string>> {
  const files = new Set(roots);
  for (const file of files) {
    const code = await readFile(path.join(clientDir, file), 'utf8');
    const next = [...staticImports(code), ...(dynamic(file) ? dynamicImports(code) : [])];
    for (const imported of next) files.add(path.posix.join(path.posix.dirname(file), imported));
  }
  return files;
}

/** The scripts a page names: its module script, and the entry and chunks that script loads (client/boot.ts). */
export function pageScripts(html: string): { boot: string; entry: string; preloads: string[] } {
  const tag = /<script[^>]*\btype="module"[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const boot = attribute('src');
  const entry = attribute('data-entry');
  if (!boot || !entry) throw new Error('the page has no boot module script naming its entry');
  const preloads = (attribute('data-preloads') ?? '').split(' ').filter(Boolean);
  return { boot, entry, preloads };
}

/**
 * A page's screen's JavaScript beyond what the page names (what the map page's budget counts): the
 * screen's chunk (`screen`, a built file) and, followed from it, what it loads later (`import()`: the
 * map's chunk with Leaflet, the clustering and the basemap), less the page's first scripts (the boot
 * module, the entry, what the page names beside it) and what they import statically. The entry's own
 * dynamic imports (every other route) are not followed.
 */
export async function screenJsBeyondPage(html: string, clientDir: string, screen: string): Promise<JsBytes> {
  const { boot, entry, preloads } = pageScripts(html);
  const shared = await closure(clientDir, [boot, entry, ...preloads], () => false);
  const page = await closure(clientDir, [screen], (file) => !shared.has(file));
  const files = [...page].filter((file) => !shared.has(file));
  return { files, ...(await sizes(clientDir, files)) };
}

/** The built file of a source module (`client/pages/map/route.tsx`), from the build's manifest. */
export async function builtFile(clientDir: string, source: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the build has no chunk for ${source}`);
  return `/${file}`;
}

export async function initialJsBytes(html: string, clientDir: string): Promise<JsBytes> {
  const { boot, entry, preloads } = pageScripts(html);
  const files = new Set<string>([boot, entry, ...preloads]);
  for (const file of files) {
    const code = await readFile(path.join(clientDir, file), 'utf8');
    for (const imported of staticImports(code))
      files.add(path.posix.join(path.posix.dirname(file), imported));
  }
  return { files: [...files], ...(await sizes(clientDir, files)) };
}

/**
 * Gzip bytes of the framework chunks (React DOM; the data router; i18next: one floor, in three files
 * so that each is evaluated in a task of its own) among a page's files.
 */
export async function frameworkGzipBytes(files: readonly string[], clientDir: string): Promise<number> {
  const framework = files.filter((name) => /\/framework-[\w-]+\.js$/.test(name));
  if (framework.length === 0) throw new Error('the page names no framework chunk');
  const sizes = await Promise.all(framework.map((file) => stat(path.join(clientDir, `${file}.gz`))));
  return sizes.reduce((sum, size) => sum + size.size, 0);
}
