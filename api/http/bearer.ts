/**
 * What the HTTP layer reads from a request for the accounts domain, so its services never see a
 * header: the session token of `Authorization: Bearer …` (when it has a token's shape) and the
 * test-admin value the web tier passes beside it (docs/rules.md R17, R18).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { SECRET_PATTERN } from '../accounts/secrets.ts';

export const TEST_ADMIN_HEADER = 'x-test-admin';

export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(header);
  const token = match?.[1];
  return token && SECRET_PATTERN.test(token) ? token : undefined;
}

export function testAdminValue(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[TEST_ADMIN_HEADER];
  return typeof value === 'string' ? value : undefined;
}
