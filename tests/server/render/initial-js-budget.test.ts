/**
 * What a first visit downloads before the page is interactive, from the built site (bytes are
 * deterministic, unlike timings): the page's module script, the entry and every chunk the page names
 * for the boot module to load (the server-rendered parts in chunks of their own among them), and all
 * they import statically; each file one module request. Walked on every page kind of
 * `tests/helpers/page-kinds.ts`, in both languages, signed out and in.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import t from 'tap';
import {
  builtFile,
  frameworkGzipBytes,
  initialJsBytes,
  MAP_PAGE_JS_BUDGET_BYTES,
  pageScripts,
  screenJsBeyondPage,
} from '../../../bench/js-bytes.ts';
import { resources } from '../../../shared/i18n/resources.ts';
import { PAGE_KINDS_SITE_ENV, preparePageKinds } from '../../helpers/page-kinds.ts';
import { ROOT, startSite } from '../../helpers/site.ts';

const KIB = 1024;
/**
 * The goal of docs/architecture.md#first-visit: the framework chunk (React DOM, the data router,
 * i18next: the floor of the chosen stack) and at most 20 KiB gzip of ours, in at most 12 module
 * requests.
 */
export const GOAL_BEYOND_FRAMEWORK_BYTES = 20 * KIB;
export const GOAL_MODULE_REQUESTS = 12;

const CLIENT_DIR = path.join(ROOT, 'dist', 'client');

const site = await startSite({ listen: true, env: PAGE_KINDS_SITE_ENV });
t.teardown(() => site.close());
const { visits, cookies } = await preparePageKinds(site);

/** The page as a reader's browser gets it (with the visitor's session). */
async function fetchPage(url: string, cookie = ''): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.origin}${url}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: await response.text() };
}
const page = async (url: string) => {
  const { status, html } = await fetchPage(url);
  t.equal(status, 200, `${url} answers`);
  return html;
};

// No page's screen is among its first scripts (client/app/screen-island.tsx): a screen comes at the
// reader's first act, or once the hydrated frame leaves the browser idle where it must work at once
// (the map, the chat). So every kind loads the frame's code alone before it is interactive.
t.test('every page kind, signed out and in, loads at most the goal before it is interactive', async (t) => {
  const framework = await frameworkBytes(await page('/ru'));
  // Each page a guest opens, opened by a reader with a session too (the review form then comes
  // with a reading page).
  const signedInToo = visits.flatMap((visit) =>
    visit.as === 'guest' ? [visit, { ...visit, as: 'reader' as const }] : [visit],
  );
  for (const visit of signedInToo) {
    const { status, html } = await fetchPage(visit.path, cookies[visit.as]);
    t.equal(status, visit.status, `${visit.path} as ${visit.as} answers ${visit.status}`);
    const bytes = await initialJsBytes(html, CLIENT_DIR);
    const beyond = bytes.gzip - framework;
    const name = `${visit.kind} (${visit.path}, ${visit.as})`;
    t.ok(
      beyond <= GOAL_BEYOND_FRAMEWORK_BYTES,
      `${name}: ${(beyond / KIB).toFixed(1)} KiB beyond the framework chunk ≤ ${GOAL_BEYOND_FRAMEWORK_BYTES / KIB} KiB`,
    );
    t.ok(
      bytes.files.length <= GOAL_MODULE_REQUESTS,
      `${name}: ${bytes.files.length} module requests ≤ ${GOAL_MODULE_REQUESTS}`,
    );
    // The hashtag tool's own combobox is downshift too: that page shows it, so it loads with it.
    t.notOk(
      bytes.files.some((file) =>
        /\/(LiveSearch|AuthModals|ImagePopup|ExhibitLightbox|LeafletMap)-/.test(file),
      ),
      `${name}: the live search, the auth windows, the image popup, the lightbox and the map load when used`,
    );
    // The frame's menus come when the reader first reaches for them (client/app/frame/island.tsx):
    // the burger's drawer (its stored block's name) and the account menu's dropdown (its greeting).
    const menus: string[] = [];
    for (const file of bytes.files)
      if (/["'`](frame\.menu|auth:account\.greeting)["'`]/.test(await readText(file))) menus.push(file);
    t.same(menus, [], `${name}: the burger's drawer and the account menu's dropdown load when reached for`);
    // The browser validates nothing with the call contract's schemas: it reads their plain values.
    const withZod: string[] = [];
    for (const file of bytes.files) if ((await readText(file)).includes('$ZodType')) withZod.push(file);
    t.same(withZod, [], `${name}: no chunk holds zod`);
  }
});

/** Gzip bytes of the framework chunk a page names. */
async function frameworkBytes(html: string): Promise<number> {
  return frameworkGzipBytes((await initialJsBytes(html, CLIENT_DIR)).files, CLIENT_DIR);
}

const texts = new Map<string, Promise<string>>();
function readText(file: string): Promise<string> {
  let text = texts.get(file);
  if (!text) {
    text = readFile(path.join(CLIENT_DIR, file), 'utf8');
    texts.set(file, text);
  }
  return text;
}

/** The catalogue entries a page carries in its hydration payload (docs/architecture.md#first-visit). */
function payloadStrings(html: string): { json: string; strings: Record<string, Record<string, unknown>> } {
  const text = /<script type="application\/json" id="__ssr">([^<]*)<\/script>/.exec(html)?.[1];
  if (!text) throw new Error('the page has no payload');
  const strings = (JSON.parse(text) as { strings?: Record<string, Record<string, unknown>> }).strings;
  if (!strings) throw new Error('the payload carries no strings');
  return { json: JSON.stringify(strings), strings };
}

t.test(
  "a page carries the entries its render used, in its own language, and no catalogue's chunk",
  async (t) => {
    for (const [url, locale, other] of [
      ['/en', 'en', 'ru'],
      ['/ru', 'ru', 'en'],
    ] as const) {
      const html = await page(url);
      const files = (await initialJsBytes(html, CLIENT_DIR)).files;
      t.notOk(
        files.some((file) => /\/catalogue-(ru|en)-[\w-]+\.js$/.test(file)),
        `${url}: no catalogue among the files before it is interactive`,
      );
      const { json, strings } = payloadStrings(html);
      t.same(Object.keys(strings), [locale], `${url}: its own language only`);
      // The main page shows the most interface text of any page (its sections' leads): gzip, as it travels.
      const gzip = gzipSync(json).length;
      t.ok(
        gzip < 4 * KIB,
        `${url}: ${gzip} bytes of entries gzip (${Buffer.byteLength(json)} plain), under 4 KiB`,
      );
      const common = (strings[locale]?.common ?? {}) as Record<string, unknown>;
      t.equal(
        common['a11y.loading'],
        resources[locale].common.a11y.loading,
        `${url}: a text the page shows (the preloader's label)`,
      );
      t.same(
        Object.keys(common).filter((id) => id.startsWith('errors.')),
        [],
        `${url}: not the error page's texts, which it does not show`,
      );
      t.notOk(json.includes(resources[other].common.a11y.loading), `${url}: nothing of the other language`);
    }
  },
);

t.test("the map's own JavaScript stays within its budget", async (t) => {
  const screen = await builtFile(CLIENT_DIR, 'client/pages/map/route.tsx');
  const bytes = await screenJsBeyondPage(await page('/ru/map'), CLIENT_DIR, screen);
  t.ok(bytes.gzip <= MAP_PAGE_JS_BUDGET_BYTES, `${(bytes.gzip / 1024).toFixed(1)} KiB`);
});

t.test(
  'the three faces a first screen draws are preloaded, and the auth forms are not in the first download',
  async (t) => {
    const html = await page('/ru');
    // The body's, the headings' and the buttons' (the cookie notice's); not the italic or the serif's regular.
    t.same(
      (html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? []).map(
        (link) => /da-[a-z]+-\d+(-italic)?/.exec(link)?.[0],
      ),
      ['da-sans-400', 'da-serif-700', 'da-sans-700'],
    );
    const files = (await initialJsBytes(html, CLIENT_DIR)).files;
    t.notOk(
      files.some((file) => /LoginForm|RegisterForm/.test(file)),
      'the forms load when opened',
    );
  },
);

t.test('the page asks for one small script at low priority, and it names the rest', async (t) => {
  for (const url of ['/ru', '/en/materials']) {
    const html = await page(url);
    const head = html.split('</head>')[0] as string;
    t.ok(head.includes('<link rel="stylesheet"'), `${url}: the stylesheet is in the head`);
    t.notOk(/modulepreload|<script[^>]*\bsrc=/.test(head), `${url}: no script is asked for in the head`);
    const modules = html.match(/<script[^>]*\btype="module"[^>]*>/g) ?? [];
    t.equal(modules.length, 1, `${url}: one module script`);
    t.match(modules[0], /fetchPriority="low"/i, `${url}: at low priority`);
    const scripts = pageScripts(html);
    t.match(scripts.boot, /^\/assets\/boot-[\w-]+\.js$/, `${url}: the boot module`);
    t.match(scripts.entry, /^\/assets\/entry-client-[\w-]+\.js$/, `${url}: naming the entry`);
    t.ok(
      scripts.preloads.some((file) => /\/framework-[\w-]+\.js$/.test(file)),
      `${url}: and the chunk with React among what it loads beside the entry`,
    );
    const boot = await stat(path.join(CLIENT_DIR, `${scripts.boot}.gz`));
    t.ok(boot.size <= 1024, `${url}: the boot module is ${boot.size} bytes gzip`);
  }
});
