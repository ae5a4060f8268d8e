/**
 * The one script a page asks for while it loads (its first paint on a mid-range phone: docs/testing.md#benchmarks). The
 * server's HTML is the whole page, readable and usable before any script runs; what the scripts add
 * (hydration) can wait until the reader sees it. So this module, fetched at low priority, waits for the
 * first frame to be painted and only then asks for the client entry and the chunks the page needs
 * (`data-entry`, `data-preloads` on its own element). Before, some forty module preloads in the head
 * shared a slow link with the stylesheet, the fonts and the first picture, and their parsing sat on the
 * main thread ahead of the first paint.
 *
 * It imports nothing, so it stays a file of its own of a few hundred bytes.
 */

export {};

const bootScript = document.querySelector<HTMLScriptElement>('script[data-entry]');

/**
 * How many chunks one task asks for. Each `import()` costs the main thread a few milliseconds on a
 * mid-range phone (resolving the address, checking it against the policy, starting the request): the
 * forty of a page in one task made a task of 46-187 ms at 4x CPU slowdown right after the first paint,
 * in traces of the main page. Six a turn: most turns then stayed under 30 ms.
 */
const PER_TASK = 6;

function load() {
  if (!bootScript) return;
  const { entry, preloads = '' } = bootScript.dataset;
  if (!entry) return;
  // The chunks are asked for in turns right away, instead of when the entry's imports are parsed, and
  // the entry last, as the request queue had them when all were asked for in one task. A chunk that
  // arrives first may have its own imports asked for by the browser before a later turn: still one
  // request each (the module map). Imported rather than added as <link rel="modulepreload">: new
  // elements in the head made the browser recompute the whole page's style. A chunk that fails to
  // load fails the entry's import too (the browser's console says so), and the page stays as the
  // server wrote it.
  const chunks = preloads.split(' ').filter(Boolean);
  const askFrom = (start: number) => {
    for (const href of chunks.slice(start, start + PER_TASK)) {
      import(/* @vite-ignore */ href).catch(() => undefined);
    }
    if (start + PER_TASK < chunks.length) setTimeout(askFrom, 0, start + PER_TASK);
    else import(/* @vite-ignore */ entry);
  };
  askFrom(0);
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints no frame until shown; it may as well load now.
  load();
} else {
  // A requestAnimationFrame callback runs just before the frame it belongs to is painted; the task
  // it queues runs after that paint.
  requestAnimationFrame(() => setTimeout(load, 0));
}
