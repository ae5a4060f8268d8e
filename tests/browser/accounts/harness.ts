/**
 * What the accounts browser tests share: the whole site listening on a free port (the embedded API
 * writes mail to the site's outbox), one Chromium, pages that record console problems, and
 * screenshots of the auth windows at a given width.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  type PageProbe,
  SCREENSHOT_DIR,
  waitForHydration,
} from '../../helpers/browser.ts';
import { startSite, type TestSite } from '../../helpers/site.ts';

export interface AccountsHarness {
  site: TestSite;
  browser: Browser;
  open(path: string, options?: { width?: number; locale?: string }): Promise<PageProbe>;
  close(): Promise<void>;
}

export async function startAccountsHarness(env: Record<string, string> = {}): Promise<AccountsHarness> {
  const site = await startSite({ listen: true, env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...env } });
  const browser = await launchBrowser();
  const contexts: PageProbe['context'][] = [];
  return {
    site,
    browser,
    async open(address, options = {}) {
      const probe = await openPage(browser, options);
      contexts.push(probe.context);
      await probe.context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
      await probe.page.goto(`${site.origin}${address}`);
      await waitForHydration(probe.page);
      return probe;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      await site.close();
    },
  };
}

/** The open modal dialog, once its open animation has finished. */
export async function openDialog(page: Page) {
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  await page.waitForTimeout(250);
  return dialog;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `accounts-${name}.png`) });
}

/** Console problems other than the failed requests a form answers on purpose (401, 404, 429). */
export function realProblems(problems: readonly string[]): string[] {
  return problems.filter(
    (line) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(line),
  );
}
