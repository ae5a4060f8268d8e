/**
 * Random secrets and their stored form (docs/architecture.md#sessions-and-accounts, docs/rules.md R13): session tokens and pins are 256
 * random bits from the CSPRNG in base64url; the database keeps only their SHA-256, which is enough for
 * secrets of this entropy (ASVS 6.5.2), so a stolen table lets no one in.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_BYTES = 32;
/** The shape of every secret made here: 43 base64url characters. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function secretHash(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** A short, non-reversible name for a value in logs and limiter keys (an e-mail, an address). */
export function fingerprint(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 22);
}

export function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings of any length (docs/rules.md R15, R18). */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
