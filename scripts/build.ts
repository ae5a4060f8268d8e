/**
 * `npm run build`: the client bundle (hashed, with a manifest), the SSR bundle, then every text asset
 * precompressed with brotli and gzip so the server never compresses on a request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) count += await precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = await readFile(file);
      await writeFile(
        `${file}.br`,
        await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
      count += 1;
    }
  }
  return count;
}

export async function buildAll(): Promise<void> {
  const started = Date.now();
  await build({ root, configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'client/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true, manifest: false },
  });
  const compressed = await precompress(path.join(dist, 'client', 'assets'));
  await writeFile(path.join(dist, '.build-stamp'), new Date().toISOString());
  console.log(`built client and server in ${Date.now() - started} ms; ${compressed} assets precompressed`);
}

if (import.meta.main) await buildAll();
