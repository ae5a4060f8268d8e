/**
 * Signed-in readers for the reading browser tests, made through the site's own calls: register,
 * confirm with the link from the mail in the outbox, then log in from the browser context so its
 * cookie jar holds the session (the token itself never reaches the page, docs/architecture.md#sessions-and-accounts).
 */
import type { BrowserContext } from 'playwright-core';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { openPage, type PageProbe, waitForHydration } from '../../helpers/browser.ts';
import type { Harness } from '../browse/setup.ts';

const PASSWORD = 'menorah-7-lights';

function writeHeaders(origin: string) {
  return { 'X-Requested-With': 'XMLHttpRequest', Origin: origin };
}

/** Registers and confirms a reader; answers the e-mail to log in with. */
export async function registerReader(harness: Harness, email: string, name: string): Promise<string> {
  const { origin, dataDir } = harness.site;
  const registered = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { ...writeHeaders(origin), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name, surname: '' }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  const mail = await waitForMail(dataDir, email);
  const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
  const confirmed = await fetch(`${origin}/api/confirm-email`, {
    method: 'POST',
    headers: { ...writeHeaders(origin), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pin }).toString(),
  });
  if (!confirmed.ok) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  return email;
}

async function logIn(context: BrowserContext, origin: string, email: string): Promise<void> {
  const answer = await context.request.post(`${origin}/api/login`, {
    headers: writeHeaders(origin),
    data: { email, password: PASSWORD },
  });
  if (!answer.ok()) throw new Error(`login failed: ${await answer.text()}`);
}

/** A fresh browser page, signed in as `email`, on `path` once hydrated. */
export async function openSignedIn(
  harness: Harness,
  email: string,
  path: string,
  options: { width?: number } = {},
): Promise<PageProbe> {
  const probe = await openPage(harness.browser, { width: options.width ?? 1280 });
  await probe.context.addInitScript(() => window.localStorage.setItem('cookie-notice-accepted', '1'));
  await logIn(probe.context, harness.site.origin, email);
  await probe.page.goto(`${harness.site.origin}${path}`);
  await waitForHydration(probe.page);
  return probe;
}
