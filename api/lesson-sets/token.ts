/**
 * A lesson set link's secret: 24 bytes from the operating system's CSPRNG, base64url (32 characters,
 * 192 bits). It is the only thing that opens a shared set, so it is never derived from an id or a time.
 */
import { randomBytes } from 'node:crypto';

export const SHARE_TOKEN_BYTES = 24;

export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}
