/**
 * Signed-in readers for the reading browser tests, made through the site's own calls: register,
 * confirm with the link from the mail in the outbox, then log in from the browser context so its
 * cookie jar holds the session (the token itself never reaches the page, docs/architecture.md#sessions-and-accounts).
 */
import type { BrowserContext } from 'playwright-core';
import t from 'tap';
import { RELAXED_LIMITS } from '../../api/accounts/helpers/api.ts';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import type { PageProbe } from '../../helpers/browser.ts';
import { type Harness, startHarness } from '../browse/setup.ts';

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

/** A fresh browser page, signed in as `email`, on `path` once hydrated; it closes with the harness. */
export function openSignedIn(
  harness: Harness,
  email: string,
  path: string,
  options: { width?: number } = {},
): Promise<PageProbe> {
  return harness.open(path, {
    width: options.width,
    cookiesAccepted: true,
    before: (context) => logIn(context, harness.site.origin, email),
  });
}

/**
 * The site and Chromium for a file of signed-in readers, closed when the file ends. The account
 * limits are off (`RELAXED_LIMITS`): a file registers and signs in as often as it needs.
 */
export async function startReadersHarness(env: Record<string, string> = {}): Promise<Harness> {
  const harness = await startHarness({ env: { ...RELAXED_LIMITS, ...env } });
  t.teardown(() => harness.close());
  return harness;
}
