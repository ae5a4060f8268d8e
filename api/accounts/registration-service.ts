/**
 * Registration and e-mail confirmation (docs/product.md#states; docs/rules.md R10, R12, R13, R31). The answer is the
 * same whether the e-mail is new or known; the mail says which (a confirmation link, or "you already
 * have an account"). The password is checked and hashed in both cases, so both take the same time.
 * An account becomes usable once the link of its confirmation mail is followed.
 */
import type { Locale } from '../../shared/locales.ts';
import type { AccountsDeps } from './deps.ts';
import { issuePin } from './issue-pin.ts';
import type { AccountMails } from './mails.ts';
import { assertNewPassword } from './password-policy.ts';
import type { PinGuard } from './pin-guard.ts';
import { secretHash } from './secrets.ts';
import { throttleKey } from './throttle.ts';

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  surname: string;
  lang: Locale;
}

export function createRegistrationService(deps: AccountsDeps & { mails: AccountMails; pinGuard: PinGuard }) {
  const { db, users, pins, clock, rules, throttle, hasher, mails, pinGuard, log } = deps;

  async function sendConfirmation(user: { id: number; email: string; name: string }, locale: Locale) {
    const pin = await issuePin(deps, user.id, 'confirm_email', clock.now());
    mails.confirm({ email: user.email, name: user.name, locale }, pin);
  }

  return {
    async register(input: RegisterInput, ip: string): Promise<{ success: true }> {
      await throttle.hit(rules.registrations, throttleKey(ip));
      assertNewPassword(input.password);
      const passwordHash = await hasher.hash(input.password);
      const existing = await users.byEmail(db, input.email);
      if (existing) {
        // Never touch the existing account (its password stays its owner's); only its owner reads the mail.
        if (existing.email_confirmed_at) {
          mails.exists({ email: existing.email, name: existing.name, locale: input.lang });
        } else {
          await sendConfirmation(existing, input.lang);
        }
        log.info(
          { event: 'register', outcome: 'known_email', userId: existing.id },
          'registration for a known e-mail',
        );
        return { success: true };
      }
      const now = clock.now();
      const id = await users.insert(
        db,
        { ...input, passwordHash, locale: input.lang, confirmedAt: null },
        now,
      );
      // A concurrent registration with this e-mail won the unique index; it sends the mail (R31).
      if (id === undefined) return { success: true };
      await sendConfirmation({ id, email: input.email, name: input.name }, input.lang);
      log.info({ event: 'register', outcome: 'created', userId: id }, 'account created');
      return { success: true };
    },

    /** `changed` hears whose account it was (its signed-in pages show the confirmation). */
    async confirmEmail(
      pin: string,
      ip: string,
      changed: (userId: number) => void = () => {},
    ): Promise<{ success: true }> {
      await pinGuard.admit(ip);
      const userId = pinGuard.isWellFormed(pin)
        ? await db.transaction(async (tx) => {
            const owner = await pins.consume(tx, secretHash(pin), 'confirm_email', clock.now());
            if (owner !== undefined) await users.confirmEmail(tx, owner, clock.now());
            return owner;
          })
        : undefined;
      if (userId === undefined) throw await pinGuard.failed(ip, 'confirm_email');
      log.info({ event: 'confirm_email', outcome: 'success', userId }, 'e-mail confirmed');
      changed(userId);
      return { success: true };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
