/**
 * What the HTTP layer reads from a request for the accounts domain, so its services never see a
 * header: the session token of `Authorization: Bearer …` and the test-admin value the web tier
 * passes beside it (docs/rules.md R17, R18). Whether the token has a session's shape is the
 * accounts domain's to say (`api/accounts/sessions.ts`).
 */
import type { IncomingHttpHeaders } from 'node:http';

export const TEST_ADMIN_HEADER = 'x-test-admin';

export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (typeof header !== 'string') return undefined;
  return /^Bearer ([A-Za-z0-9_-]+)$/.exec(header)?.[1];
}

export function testAdminValue(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[TEST_ADMIN_HEADER];
  return typeof value === 'string' ? value : undefined;
}
