/**
 * A new pin for a user (docs/rules.md R13): a fresh secret whose hash is stored with the lifetime
 * its purpose has in the settings; the pin itself goes only into the mail that carries it.
 */
import { addSeconds } from './clock.ts';
import type { AccountsDeps } from './deps.ts';
import { newSecret, secretHash } from './secrets.ts';
import type { PinPurpose } from './tokens-repository.ts';

export async function issuePin(
  deps: Pick<AccountsDeps, 'db' | 'pins' | 'settings'>,
  userId: number,
  purpose: PinPurpose,
  now: Date,
): Promise<string> {
  const { db, pins, settings } = deps;
  const ttlSeconds =
    purpose === 'reset_password' ? settings.pinResetTtlSeconds : settings.pinConfirmTtlSeconds;
  const pin = newSecret();
  await pins.create(db, userId, purpose, secretHash(pin), now, addSeconds(now, ttlSeconds));
  return pin;
}
