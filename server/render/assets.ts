/**
 * Which built files a page needs, from Vite's manifest: the client entry, the stylesheets of the
 * entry's chunks and of the page's modules, and a modulepreload for each chunk the entry imports and
 * each page module the route uses, with their imports (so they load in parallel with the entry, not
 * after it). In development Vite serves sources directly.
 */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../client/runtime/ssr-context.ts';
import { deepFreeze } from '../../shared/data/frozen.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The assets of a page made of `modules` (its route modules and its catalogue). `beforeHydration`
 * names the modules the browser may load before it hydrates when a page's code imports them
 * dynamically (the server-rendered parts in chunks of their own, `client/features/reviews/deferred.tsx`):
 * each one some chunk of the page imports is named too, so the page lists everything it loads before
 * it is interactive (docs/architecture.md#first-visit), and no other page pays for it.
 */
export type AssetResolver = (modules: string[], beforeHydration?: readonly string[]) => PageAssets;

const ENTRY = 'client/entry-client.tsx';
const BOOT = 'client/boot.ts';

export async function loadAssetResolver(clientDir: string): Promise<AssetResolver> {
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = manifest[ENTRY];
  const boot = manifest[BOOT];
  if (!entry || !boot) throw new Error(`the client build has no ${ENTRY} or ${BOOT}; run npm run build`);
  // The entry's styles, then each page module's own when the build splits CSS per chunk. It does not
  // today (cssCodeSplit off, one file): split, the first paint came later on slow 4G
  // (docs/testing.md#benchmarks).
  const entryCss = [
    ...stylesheetsOf(manifest, ENTRY),
    // With CSS in one file (cssCodeSplit off) Vite lists it under `style.css`.
    ...(manifest['style.css'] ? [`/${manifest['style.css'].file}`] : []),
  ];
  const entryFiles = new Set(collect(manifest, ENTRY));
  const cache = new Map<string, PageAssets>();

  return (pageModules, beforeHydration = []) => {
    const key = `${pageModules.join('|')}#${beforeHydration.join('|')}`;
    let assets = cache.get(key);
    if (!assets) {
      const pageChunks = new Set(pageModules.flatMap((module) => collectKeys(manifest, module)));
      const imported = new Set([...pageChunks].flatMap((chunk) => manifest[chunk]?.dynamicImports ?? []));
      const modules = [...pageModules, ...beforeHydration.filter((module) => imported.has(module))];
      // The entry's own imports first (React, the router): listed, they load beside the entry instead
      // of a round trip after it is parsed.
      const preloads = new Set<string>(
        [...entryFiles].filter((file) => file !== entry.file).map((file) => `/${file}`),
      );
      for (const module of modules) {
        for (const file of collect(manifest, module)) if (file !== entry.file) preloads.add(`/${file}`);
      }
      const stylesheets = new Set(entryCss);
      for (const module of modules) for (const file of stylesheetsOf(manifest, module)) stylesheets.add(file);
      // Frozen: shared by every render, and its payload text is then made once (payload-json.ts).
      assets = deepFreeze({
        boot: `/${boot.file}`,
        entry: `/${entry.file}`,
        stylesheets: [...stylesheets],
        modulePreloads: [...preloads],
      });
      cache.set(key, assets);
    }
    return assets;
  };
}

/** The stylesheets of a chunk and of everything it imports statically, imports first (they come first in the cascade). */
function stylesheetsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const imported = (chunk.imports ?? []).flatMap((child) => stylesheetsOf(manifest, child, seen));
  return [...new Set([...imported, ...(chunk.css ?? []).map((file) => `/${file}`)])];
}

/** A chunk's manifest key and the keys of everything it imports statically. */
function collectKeys(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [key, ...(chunk.imports ?? []).flatMap((child) => collectKeys(manifest, child, seen))];
}

/** A chunk's file and the files of everything it imports statically. */
function collect(manifest: Manifest, key: string): string[] {
  return collectKeys(manifest, key).map((child) => (manifest[child] as ManifestChunk).file);
}

/** In development the entry is the dev bootstrap module of `plugins/vite-dev.ts`; Vite serves the boot module's source. */
export const devAssetResolver: AssetResolver = () => ({
  boot: `/${BOOT}`,
  entry: '/@dev/entry.js',
  stylesheets: [],
  modulePreloads: [],
});
