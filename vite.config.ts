/**
 * One Vite config for the client build (dist/client, with a manifest the server reads), the SSR build
 * (dist/server/entry-server.js) and the dev server. The browser gets the calls' wire facts as the
 * virtual module `virtual:call-wire`, generated from the contract at build time (no zod in the bundle),
 * and the icons as one sprite file (`virtual:icon-sprite`).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { basemapPlugin } from './client/features/map/basemap-build.ts';
import { buildIconSprite, type IconSprite } from './client/ui/icons/sprite.ts';
import { wireLines } from './shared/contract/wire.ts';

function callWire(): Plugin {
  // The desk's calls have their own module, loaded by the desk's code only (docs/desk.md).
  const modules: Record<string, 'site' | 'desk'> = {
    '\0virtual:call-wire': 'site',
    '\0virtual:desk-call-wire': 'desk',
  };
  return {
    name: 'call-wire',
    resolveId: (source) =>
      source === 'virtual:call-wire' || source === 'virtual:desk-call-wire' ? `\0${source}` : undefined,
    load: (source) => {
      const part = modules[source];
      if (!part) return undefined;
      // The compact lines of `shared/contract/wire-lines.ts`, read back into the table once loaded.
      const reader = JSON.stringify(
        fileURLToPath(new URL('./shared/contract/wire-lines.ts', import.meta.url)),
      );
      return `import { readWireLines } from ${reader};\nexport default readWireLines(${JSON.stringify(wireLines(part))});`;
    },
  };
}

/**
 * `virtual:icon-sprite` is the address of the icon sprite drawn at build time. The client build writes
 * the file beside the other hashed assets (the SSR build only needs its address); the dev server
 * answers it from memory.
 */
function iconSprite(): Plugin {
  const id = 'virtual:icon-sprite';
  const resolved = `\0${id}`;
  let sprite: IconSprite | undefined;
  const get = () => {
    sprite ??= buildIconSprite();
    return sprite;
  };
  let ssr = false;
  return {
    name: 'icon-sprite',
    configResolved: (config) => {
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? `export default ${JSON.stringify(get().path)};` : undefined),
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: get().path.slice(1), source: get().markup });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== get().path) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(get().markup);
      });
    },
  };
}

/**
 * The modules several pages share, in a few feature groups (one file each, only the modules two or
 * more pages use): what a page kind runs together goes together, so a page asks for few files and
 * little it never runs. Each group names its modules by path from the project's root: a path ending
 * in `/` is a folder, any other is a prefix of file names (`client/data/load.` is that one module).
 * The first group that names a module takes it.
 */
const SHARED_PARTS: { name: string; modules: string[] }[] = [
  // The small helpers most content pages use: loading, formats, rich text, headings, tag links, the
  // fallback marker, the reader's favourites and follows, what the comment and message forms share,
  // and every screen's head tags and structured data (the frame's code no longer carries them).
  {
    name: 'basics',
    modules: [
      'client/runtime/seo/',
      'client/runtime/fragments/Cached',
      'client/components/media/storage',
      'shared/share-card.ts',
      'client/data/load.',
      'client/data/tag-query.',
      'client/data/use-submit.',
      'client/data/error-keys.',
      'client/features/map/plain-text.',
      'client/features/map/map-query.',
      'client/features/map/Map.module',
      'client/features/library/books-address.',
      'client/features/profile/load-personal.',
      'client/features/profile/providers.',
      'client/features/reading/favourites-store.',
      'client/features/reading/use-favourite.',
      'client/features/auth/SocialLinks.tsx',
      'client/features/auth/Auth.module.css',
      'client/components/follow/follows-store',
      'client/components/html/',
      'client/components/section/',
      'client/components/cards/FallbackMarker',
      'client/runtime/after-sign-in',
      'client/ui/PageHeader',
      'client/ui/MessageField',
      'shared/data/frozen.ts',
      'shared/schemas/plain.ts',
      'shared/i18n/format.ts',
      'shared/logic/favourites.ts',
      'shared/logic/comment-text.ts',
    ],
  },
  // The cards, on the list pages, the main page, the map, the reading pages and the profile's lists,
  // and the places' map a map page and a place share.
  {
    name: 'cards',
    modules: [
      'client/components/cards/',
      'client/components/follow/',
      'client/components/tags/',
      'client/components/media/LazyImage',
      'client/components/list/ListControls.module',
      'client/pages/map/MapPage.module',
      'client/features/reading/FavouriteCourseCard',
      'client/features/map/PlacesMap',
    ],
  },
  // The list pages' screen: filters, the loader, endless scrolling.
  { name: 'lists', modules: ['client/components/list/', 'client/components/loader/'] },
  // The shelves that lead back to reading (continue reading, a course's place, the followed news),
  // and the review stars and outcomes (the reading pages' review box, the profile's reviews).
  {
    name: 'shelves',
    modules: [
      'client/features/follows/',
      'client/features/reading/anchors',
      'client/features/reading/CourseShelf',
      'client/features/profile/use-reading-position',
      'client/features/profile/reading-place',
      'client/features/profile/resume-link',
      'client/features/profile/ContinueLink',
      'client/features/reviews/outcome',
      'client/features/reviews/summary-store',
      'client/features/reviews/StarsInput',
      'client/features/reviews/Reviews.module',
      'client/features/reviews/ReviewForm.module',
      'shared/logic/review-form.ts',
      'shared/logic/reviews.ts',
    ],
  },
  // The reading pages' parts: the shell, chapters, likes, comments, the places in a text, the review
  // box's summary and slots (a page that evaluates a slot loads its chunk before hydrating:
  // `reviews/deferred.tsx`, so the slots stay with the pages that show them).
  {
    name: 'reading',
    modules: [
      'client/pages/ReadingShell',
      'client/components/popover/',
      'client/features/reading/',
      'client/features/library/',
      'client/features/offline/KeepSlot',
      'client/features/map/PlacesInText',
      'client/features/map/load-places-in-text',
      'client/features/reviews/RatingSummary',
      'client/features/reviews/load-mine',
      'client/features/reviews/ReviewBoxSlot',
      'client/features/reviews/ReviewFormSlot',
    ],
  },
  // The personal area's frame and the sign-in form it shows a guest.
  {
    name: 'profile',
    modules: [
      'client/pages/ProfilePanel',
      'client/features/profile/',
      'client/features/chat/',
      'client/features/auth/LoginForm.',
      'client/features/auth/Field.',
      'client/features/auth/FormNote.',
      'client/features/auth/FormFoot.',
      'client/features/auth/messages.',
    ],
  },
  // The hashtag tool's pages.
  { name: 'educators', modules: ['client/features/educators/', 'client/ui/Dialog'] },
];

const ROOT = fileURLToPath(new URL('./', import.meta.url));

/** Whether a module id (an absolute path, with a query at times) is one a group names. */
function inGroup(id: string, modules: readonly string[]): boolean {
  const file = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  if (!file.startsWith(ROOT)) return false;
  const local = file.slice(ROOT.length);
  return modules.some((module) => local.startsWith(module));
}

/**
 * How the browser's code is cut into files (the client build only; the server's bundle needs no
 * such cuts). A first visit asks for as few files as it needs (docs/architecture.md#first-visit):
 * - the libraries every page runs (React, React Router, i18next) in one chunk: by default they were
 *   cut into five files by which routes share them, five requests where one does;
 * - everything the entry imports statically in one `app` chunk beside it, instead of a few tiny
 *   shared chunks (the locales, the path helper) each a request of its own on every page;
 * - the modules two or more pages share in the feature groups of `SHARED_PARTS` (one file each):
 *   by default each set of pages sharing modules got a file of its own, 0.1-1 KiB, and a page asked
 *   for up to forty. Rolldown's automatic grouping (`entriesAware` with a merge threshold) was tried:
 *   it merged small sets into unrelated ones, so pages got far more code they never run. A module
 *   loaded with `import()` (a page, a part loaded when used) stays out of the groups and keeps its
 *   own file, named for it.
 * Rolldown's inlining of small shared chunks into the page chunks (`experimentalInlineCommonChunks`,
 * 7-9 requests a page) is not used: its runtime failed a page now and then ("Shared chunk … was not
 * registered before it was required") when the boot module's imports arrived in another order.
 */
function clientChunks(): Plugin {
  // The modules some code loads with `import()` (the pages, the parts loaded when used), known once
  // every module is parsed, which is before the chunks are cut.
  const loadedOnDemand = new Set<string>();
  return {
    name: 'client-chunks',
    buildEnd() {
      for (const id of this.getModuleIds())
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) loadedOnDemand.add(id);
    },
    config: (_config, env) =>
      env.command !== 'build' || env.isSsrBuild
        ? undefined
        : {
            build: {
              rollupOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: 'framework',
                        test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                        priority: 32,
                      },
                      {
                        name: 'framework-router',
                        test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
                        priority: 31,
                      },
                      {
                        name: 'framework-i18n',
                        test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
                        priority: 30,
                      },
                      {
                        name: 'app',
                        test: (id: string) => !/client[\\/](entry-client\.tsx|boot\.ts)$/.test(id),
                        tags: ['$initial'],
                        priority: 20,
                      },
                      ...SHARED_PARTS.map(({ name, modules }, index) => ({
                        name,
                        test: (id: string) => inGroup(id, modules) && !loadedOnDemand.has(id),
                        minShareCount: 2,
                        priority: 15 - index,
                      })),
                    ],
                  },
                },
              },
            },
          },
  };
}

/**
 * The offline worker `/sw.js` (docs/offline.md): `injectManifest`, since the worker keeps texts by
 * rules of its own (a budget, pinned texts, the offline page, a course with its materials) that
 * `generateSW`'s configuration cannot say. Workbox precaches every built file by its hashed name;
 * the page registers the worker itself once it is idle, and the manifests are the web tier's.
 */
function offlineWorker(): Plugin[] {
  // The keep button's chunk is asked for after hydration, when everything it imports is loaded:
  // its list of chunks to preload would only add bytes to the reading pages' first download.
  const keepButtonAlone: Plugin = {
    name: 'offline-keep-button',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps) => (/\/KeepButton-[\w-]+\.js$/.test(file) ? [] : deps),
        },
      },
    }),
  };
  return [
    keepButtonAlone,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'client',
      filename: 'sw.ts',
      outDir: 'dist/client',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,woff2,svg}', 'favicon.svg'],
        // The map's chunk and the largest catalogues are a few hundred KiB; nothing built is left out.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        minify: true,
      },
    }),
  ];
}

export default defineConfig({
  plugins: [react(), callWire(), iconSprite(), basemapPlugin(), clientChunks(), offlineWorker()],
  publicDir: 'client/public',
  // Leaflet's ES module build, so the bundler leaves out what the map never uses (its package names
  // the UMD file as its main).
  resolve: {
    alias: [
      {
        find: /^leaflet$/,
        replacement: fileURLToPath(
          new URL('./node_modules/leaflet/dist/leaflet-src.esm.js', import.meta.url),
        ),
      },
    ],
  },
  appType: 'custom',
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: true,
    cssCodeSplit: false,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      // The boot module is an entry of its own: the page asks for it alone, and it asks for the rest.
      input: ['client/entry-client.tsx', 'client/boot.ts'],
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:5]' },
  },
});
