/**
 * The page's one module script (client/boot.ts) asks for every chunk the page names, a few
 * per task, and the entry; each is asked for exactly once, and the page hydrates from them. (That it waits for the
 * first paint is its design, not asserted: the paint's timestamp is when the frame was shown, a few
 * milliseconds after the task that follows it.)
 */
import t from 'tap';
import { launchBrowser, openPage, waitForHydration } from '../../helpers/browser.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite({ listen: true });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await site.close();
});

const material = (
  (await (await fetch(`${site.origin}/api/materials?lang=ru`)).json()) as { materials: { slug: string }[] }
).materials[0]?.slug;

for (const path of ['/ru', '/en/materials', `/ru/materials/${material}`]) {
  t.test(`${path}: every script the page names is asked for once, and the page hydrates`, async (t) => {
    const { page, context, problems } = await openPage(browser, { width: 375 });
    // Who asked for each script: the browser's own record of the initiator (the script on the stack).
    const asked: { path: string; by: string }[] = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith('.js')) return;
      const by =
        initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url ?? initiator.url;
      asked.push({ path: url.pathname, by: by ? new URL(by).pathname : initiator.type });
    });
    await page.goto(`${site.origin}${path}`);
    await waitForHydration(page);
    const named = await page.evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
      return {
        boot: new URL(script?.src ?? '').pathname,
        scripts: [script?.dataset.entry ?? '', ...(script?.dataset.preloads ?? '').split(' ')].filter(
          Boolean,
        ),
      };
    });
    t.ok(named.scripts.length > 10, `the page names its entry and ${named.scripts.length - 1} chunks`);
    t.equal(asked.filter(({ path }) => path === named.boot).length, 1, 'the boot module once');
    // A chunk that arrives before the boot module's later turns may have its own imports (the entry's
    // shared modules among them) asked for by the browser first; either way each is asked for once.
    for (const script of named.scripts) {
      const requests = asked.filter(({ path }) => path === script);
      t.equal(requests.length, 1, `${script}: once`);
      t.ok(
        [named.boot, ...named.scripts].includes(requests[0]?.by ?? ''),
        `${script}: by the boot module or a chunk it loaded (${requests[0]?.by})`,
      );
    }
    t.same(problems, [], 'no console problems');
    await context.close();
  });
}
