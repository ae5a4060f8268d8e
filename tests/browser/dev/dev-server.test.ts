/**
 * `npm run dev` as a new developer runs it: the site answers and stays up (no restart loop
 * on the file Vite writes at start), its log lines are pretty-printed, and an edit of a client
 * component reaches the open page by a hot update, without a reload. The edited component is put back
 * as it was when the test ends, whatever happens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { restorePglite } from '../../helpers/api/fixture-db.ts';
import { launchBrowser } from '../../helpers/browser.ts';
import { freePort, ROOT } from '../../helpers/site.ts';

const COMPONENT = path.join(ROOT, 'client/app/frame/Logo.tsx');
const original = readFileSync(COMPONENT, 'utf8');
// Written beside it and renamed over it, so the watcher never reads it half-written. A plain write
// first empties the file: under load Vite read it empty ("export LogoMark removed"), and the watcher
// drops a second change to the same file within 50 ms, so the finished write was never sent.
const replaceComponent = (text: string) => {
  const beside = path.join(path.dirname(COMPONENT), `.Logo.tsx.${process.pid}`);
  writeFileSync(beside, text);
  renameSync(beside, COMPONENT);
};
const restore = () => {
  if (readFileSync(COMPONENT, 'utf8') !== original) replaceComponent(original);
};
process.on('exit', restore);
t.teardown(restore);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-dev-'));
await restorePglite(path.join(dataDir, 'pglite'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

let output = '';
const dev: ChildProcess = spawn(process.execPath, ['scripts/dev.ts'], {
  cwd: ROOT,
  // Its own process group, so the watcher and the server under it stop with it.
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    IMPORT_ON_EMPTY: 'false',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '0',
    RATE_LIMIT_GLOBAL_PER_10_SECONDS: '0',
  },
});
dev.stdout?.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
dev.stderr?.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});
t.teardown(async () => {
  if (dev.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
  }
  await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageStatus(): Promise<number> {
  try {
    const response = await fetch(`${origin}/ru`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

t.test('under npm run dev a page answers and the server stays up', async (t) => {
  const deadline = Date.now() + 90_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = await pageStatus();
    if (status !== 200) await sleep(500);
  }
  t.equal(status, 200, 'the main page answers 200');
  // Each start wrote Vite's timestamped config file; a watcher that followed it restarted the server
  // within 2–3 s, for ever.
  await sleep(8_000);
  t.equal(await pageStatus(), 200, 'it still answers 8 s later');
  t.notMatch(output, /Restarting/, 'the server was never restarted');
  t.equal(output.match(new RegExp(`listening at ${origin}`, 'g'))?.length, 1, 'the web tier started once');
});

t.test('the log lines are pretty-printed, not JSON', async (t) => {
  t.match(output, /^\[\d\d:\d\d:\d\d\] INFO: /m, 'a time and a level name begin the lines');
  t.notMatch(output, /^\{"level"/m, 'no line is a JSON record');
});

t.test('an edited client component updates the open page without a reload', async (t) => {
  const browser = await launchBrowser();
  t.teardown(() => browser.close());
  const page = await browser.newPage();
  const consoleLines: string[] = [];
  // Vite's client says so once its hot-update socket is open; an edit made before that is never sent.
  const connected = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('[vite] connected'),
    timeout: 60_000,
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(`${origin}/ru`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector('[data-testid="preloader"][data-state="done"]', {
    state: 'attached',
    timeout: 60_000,
  });
  await connected;
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const probe = `hmr-${Date.now()}`;
  replaceComponent(original.replace('aria-hidden="true"', `aria-hidden="true" data-probe="${probe}"`));
  try {
    const shown = await page
      .waitForSelector(`svg[data-probe="${probe}"]`, { state: 'attached', timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    // On a miss, what the browser and the dev server said is the only clue worth having.
    t.ok(shown, 'the edit shows in the page', {
      console: consoleLines.slice(-20),
      server: output.split('\n').slice(-30),
    });
    if (!shown) return;
    t.equal(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      true,
      'the page was not reloaded',
    );
  } finally {
    restore();
  }
  await page.waitForSelector(`svg[data-probe="${probe}"]`, { state: 'detached', timeout: 30_000 });
  t.pass('putting the file back updates the page again');
  t.notMatch(output, /Restarting/, 'a client edit does not restart the server');
});
