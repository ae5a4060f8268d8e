import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { loadAssetResolver } from '../../../server/render/assets.ts';

t.test(
  "a page preloads the entry's own chunks, its modules' chunks and its catalogue, each once",
  async (t) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'assets-'));
    t.teardown(() => rm(dir, { recursive: true, force: true }));
    await mkdir(path.join(dir, '.vite'));
    const manifest = {
      'client/entry-client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_react.js', '_router.js'],
        css: ['assets/style.css'],
      },
      'client/boot.ts': { file: 'assets/boot.js', isEntry: true },
      '_react.js': { file: 'assets/react.js' },
      '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
      'client/pages/main/route.tsx': {
        file: 'assets/route.js',
        imports: ['_react.js', '_card.js'],
        css: ['assets/route.css'],
      },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
      'shared/i18n/catalogues/catalogue-en.ts': { file: 'assets/en.js' },
      'shared/i18n/catalogues/catalogue-ru.ts': { file: 'assets/ru.js' },
    };
    await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    const resolve = await loadAssetResolver(dir);
    const assets = resolve(['client/pages/main/route.tsx', 'shared/i18n/catalogues/catalogue-en.ts']);
    t.equal(assets.entry, '/assets/entry.js');
    t.equal(assets.boot, '/assets/boot.js', 'the module the page asks for, which loads the rest');
    t.same(
      assets.stylesheets,
      ['/assets/style.css', '/assets/card.css', '/assets/route.css'],
      "the frame's styles, then the page's: what a module imports before the module's own",
    );
    t.same(resolve([]).stylesheets, ['/assets/style.css'], 'a page of no module has the frame’s');
    t.same(
      assets.modulePreloads,
      ['/assets/react.js', '/assets/router.js', '/assets/route.js', '/assets/card.js', '/assets/en.js'],
      "React and the router first, then the page's chunks and its language; the entry and the other language not",
    );
  },
);

t.test('with CSS in one file, every page links that file after the entry’s own', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'assets-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, '.vite'));
  const manifest = {
    'client/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
    'client/boot.ts': { file: 'assets/boot.js', isEntry: true },
    'style.css': { file: 'assets/style-1.css' },
    'client/pages/main/route.tsx': { file: 'assets/route.js' },
  };
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  const resolve = await loadAssetResolver(dir);
  t.same(resolve(['client/pages/main/route.tsx']).stylesheets, ['/assets/style-1.css']);
  t.same(resolve([]).stylesheets, ['/assets/style-1.css']);
});

t.test('a build without the boot module is refused with a message naming it', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'assets-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, '.vite'));
  const manifest = { 'client/entry-client.tsx': { file: 'assets/entry.js', isEntry: true } };
  await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  await t.rejects(loadAssetResolver(dir), /client\/boot\.ts/);
});

t.test(
  'a part the browser loads before hydrating is named on the pages whose chunks import it, and only there',
  async (t) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'assets-'));
    t.teardown(() => rm(dir, { recursive: true, force: true }));
    await mkdir(path.join(dir, '.vite'));
    const manifest = {
      'client/entry-client.tsx': { file: 'assets/entry.js', isEntry: true },
      'client/boot.ts': { file: 'assets/boot.js', isEntry: true },
      'client/pages/material/route.tsx': { file: 'assets/material.js', imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell.js', dynamicImports: ['client/features/reviews/ReviewBox.tsx'] },
      'client/pages/main/route.tsx': { file: 'assets/main.js' },
      'client/features/reviews/ReviewBox.tsx': { file: 'assets/box.js', imports: ['_stars.js'] },
      '_stars.js': { file: 'assets/stars.js' },
    };
    await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    const resolve = await loadAssetResolver(dir);
    const slots = ['client/features/reviews/ReviewBox.tsx'];
    t.same(
      resolve(['client/pages/material/route.tsx'], slots).modulePreloads,
      ['/assets/material.js', '/assets/shell.js', '/assets/box.js', '/assets/stars.js'],
      'the material page names the box and what it imports',
    );
    t.same(
      resolve(['client/pages/main/route.tsx'], slots).modulePreloads,
      ['/assets/main.js'],
      'the main page, which imports no box, does not',
    );
    t.same(
      resolve(['client/pages/material/route.tsx']).modulePreloads,
      ['/assets/material.js', '/assets/shell.js'],
      'without the list, the page modules alone',
    );
  },
);
