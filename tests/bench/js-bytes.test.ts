import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import {
  dynamicImports,
  frameworkGzipBytes,
  initialJsBytes,
  screenJsBeyondPage,
  staticImports,
} from '../../bench/js-bytes.ts';

/**
 * A built client folder, removed when the test ends: each file beside its gzip and brotli copies,
 * whose sizes `sizes` sets from the file's place in the list, so a sum of sizes says which were counted.
 */
async function builtClient(
  t: Test,
  files: Record<string, string>,
  sizes: (index: number) => { gzip: number; brotli: number },
): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'js-bytes-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await Promise.all(
    Object.entries(files).flatMap(([name, code], index) => [
      writeFile(path.join(dir, name), code),
      writeFile(path.join(dir, `${name}.gz`), 'g'.repeat(sizes(index).gzip)),
      writeFile(path.join(dir, `${name}.br`), 'b'.repeat(sizes(index).brotli)),
    ]),
  );
  return dir;
}

t.test('static imports are found as the bundler writes them; dynamic imports are not', async (t) => {
  const code =
    'import{A as e,B as t}from"./utils-1.js";import"./side-2.js";import * as x from "./all-3.js";' +
    'const l=()=>import("./lazy-4.js");const s="import from ./not-5.js";export{e};';
  t.same(staticImports(code), ['./utils-1.js', './side-2.js', './all-3.js']);
});

t.test(
  'the initial JavaScript is the boot module, the entry and chunks it loads, and everything they import statically',
  async (t) => {
    const files: Record<string, string> = {
      'entry.js': 'import{a}from"./shared.js";const r=()=>import("./route.js");',
      'shared.js': 'import"./deep.js";export const a=1;',
      'deep.js': 'export const d=1;',
      'route.js': 'import{a}from"./shared.js";',
      'preloaded.js': 'export const p=1;',
      'boot.js': 'const e=document.querySelector("script[data-entry]");',
    };
    const dir = await builtClient(t, files, (index) => ({ gzip: 10 * (index + 1), brotli: index + 1 }));
    const html =
      '<script type="module" src="/boot.js" data-entry="/entry.js" data-preloads="/preloaded.js"></script>';
    const bytes = await initialJsBytes(html, dir);
    t.same([...bytes.files].sort(), ['/boot.js', '/deep.js', '/entry.js', '/preloaded.js', '/shared.js']);
    t.equal(bytes.gzip, 10 + 20 + 30 + 50 + 60, 'the route loaded later is not counted');
    t.equal(bytes.brotli, 1 + 2 + 3 + 5 + 6);
  },
);

t.test('dynamic imports are found with any quote the bundler uses', async (t) => {
  const code = 'const a=()=>import(`./map-1.js`),b=()=>import("./x-2.js");import"./static-3.js";';
  t.same(dynamicImports(code), ['./map-1.js', './x-2.js']);
});

t.test(
  "a screen's JavaScript beyond its page's first scripts: its chunk and what it loads later, not the entry's",
  async (t) => {
    const files: Record<string, string> = {
      'entry.js': 'import"./react.js";const r=()=>import("./route.js"),o=()=>import("./other.js");',
      'react.js': 'export const r=1;',
      'frame.js': 'import"./react.js";',
      'route.js': 'import"./react.js";import"./frame.js";import"./card.js";const m=()=>import(`./map.js`);',
      'card.js': 'export const c=1;',
      'map.js': 'import"./leaflet.js";',
      'leaflet.js': 'export const l=1;',
      'other.js': 'export const o=1;',
      'boot.js': 'const e=document.querySelector("script[data-entry]");',
    };
    const dir = await builtClient(t, files, (index) => ({ gzip: index + 1, brotli: 1 }));
    const html =
      '<script type="module" src="/boot.js" data-entry="/entry.js" data-preloads="/frame.js"></script>';
    const bytes = await screenJsBeyondPage(html, dir, '/route.js');
    t.same([...bytes.files].sort(), ['/card.js', '/leaflet.js', '/map.js', '/route.js']);
    t.equal(
      bytes.gzip,
      4 + 5 + 6 + 7,
      'the entry, what the page names beside it, what they import and the other routes are left out',
    );
  },
);

t.test("the framework's floor is its three chunks together, and no other chunk", async (t) => {
  const files: Record<string, string> = {
    'framework-a1.js': 'export const r=1;',
    'framework-router-b2.js': 'import"./framework-a1.js";',
    'framework-i18n-c3.js': 'export const i=1;',
    'frame-d4.js': 'import"./framework-a1.js";',
    'entry-client-e5.js': 'import"./frame-d4.js";',
  };
  const dir = await builtClient(t, files, (index) => ({ gzip: 10 ** index, brotli: 1 }));
  const page = [
    '/framework-a1.js',
    '/framework-router-b2.js',
    '/framework-i18n-c3.js',
    '/frame-d4.js',
    '/entry-client-e5.js',
  ];
  t.equal(await frameworkGzipBytes(page, dir), 111);
  await t.rejects(frameworkGzipBytes(['/frame-d4.js'], dir), /no framework chunk/);
});
