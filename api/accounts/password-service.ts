/**
 * Forgotten and changed passwords (docs/product.md#states, docs/product.md#validation; docs/architecture.md#sessions-and-accounts; docs/rules.md R9, R10, R12, R13).
 *
 * A reset request answers the same for known and unknown e-mails. "A letter was already sent" is said
 * only to the browser flow that asked for this same e-mail a moment ago (its cookie, R12), never
 * because an account exists. A known account gets one mail per RESET_RESEND_AFTER_SECONDS at most.
 * Setting a password (by pin or from the profile) ends the other sessions and every pending pin.
 */
import type { Locale } from '../../shared/locales.ts';
import { ApiError } from '../errors.ts';
import { addSeconds } from './clock.ts';
import type { AccountsDeps } from './deps.ts';
import { issuePin } from './issue-pin.ts';
import type { AccountMails } from './mails.ts';
import { assertNewPassword } from './password-policy.ts';
import type { PinGuard } from './pin-guard.ts';
import { secretHash } from './secrets.ts';
import { throttleKey } from './throttle.ts';
import type { UserRow } from './users-repository.ts';

export interface ForgotInput {
  email: string;
  lang: Locale;
  /** The requesting browser's reset-flow id (its cookie, set by the web tier). */
  flow: string;
}

export function createPasswordService(deps: AccountsDeps & { mails: AccountMails; pinGuard: PinGuard }) {
  const { db, users, pins, clock, settings, rules, throttle, hasher, sessions, mails, pinGuard, log } = deps;

  async function sendReset(user: UserRow, locale: Locale) {
    const now = clock.now();
    const pending = await pins.liveSince(db, user.id, 'reset_password', now);
    if (pending && addSeconds(pending, settings.resetResendAfterSeconds) > now) return;
    const pin = await issuePin(deps, user.id, 'reset_password', now);
    mails.reset({ email: user.email, name: user.name, locale }, pin);
  }

  return {
    async forgot(input: ForgotInput, ip: string): Promise<{ success: true; already_sent: boolean }> {
      const emailKey = throttleKey(input.email.toLowerCase());
      await throttle.hit(rules.resetPerIp, throttleKey(ip));
      await throttle.hit(rules.resetPerEmail, emailKey);
      const now = clock.now();
      const flowHash = secretHash(input.flow);
      const asked = await pins.resetRequestedAt(db, flowHash, emailKey);
      if (asked && addSeconds(asked, settings.resetResendAfterSeconds) > now) {
        return { success: true, already_sent: true };
      }
      await pins.recordResetRequest(db, flowHash, emailKey, now);
      await pins.forgetResetRequestsBefore(
        db,
        addSeconds(now, -Math.max(settings.resetResendAfterSeconds, 3600)),
      );
      const user = await users.byEmail(db, input.email);
      if (user) await sendReset(user, input.lang);
      log.info(
        { event: 'reset_request', known: Boolean(user), userId: user?.id },
        'password reset requested',
      );
      return { success: true, already_sent: false };
    },

    /** `POST /api/password/reset`: a new password by the pin of a reset mail (it also confirms the e-mail). */
    async reset(
      password: string,
      pin: string,
      ip: string,
      changed: (userId: number) => void = () => {},
    ): Promise<{ success: true }> {
      await pinGuard.admit(ip);
      assertNewPassword(password);
      const hash = secretHash(pin);
      const live = pinGuard.isWellFormed(pin)
        ? await pins.findLive(db, hash, 'reset_password', clock.now())
        : undefined;
      if (live === undefined) throw await pinGuard.failed(ip, 'reset_password');
      const passwordHash = await hasher.hash(password);
      const user = await db.transaction(async (tx) => {
        const now = clock.now();
        const owner = await pins.consume(tx, hash, 'reset_password', now);
        if (owner === undefined) return undefined;
        await users.setPassword(tx, owner, passwordHash, now);
        await users.confirmEmail(tx, owner, now);
        await pins.invalidateAll(tx, owner, now);
        await sessions.revokeAllOf(tx, owner);
        return users.byId(tx, owner);
      });
      if (!user) throw await pinGuard.failed(ip, 'reset_password');
      mails.passwordChanged({ email: user.email, name: user.name, locale: user.locale });
      log.info({ event: 'password_reset', outcome: 'success', userId: user.id }, 'password reset');
      // Its sessions are revoked: every web instance must stop believing them now.
      changed(user.id);
      return { success: true };
    },

    /** From the profile: the current password is required (R10); the calling session stays. */
    async change(
      user: UserRow,
      sessionId: number,
      input: { current_password: string; password: string },
    ): Promise<{ success: true }> {
      const key = throttleKey(String(user.id));
      await throttle.check(rules.passwordChangeFailures, key);
      assertNewPassword(input.password);
      const matches = user.password_hash
        ? await hasher.verify(user.password_hash, input.current_password)
        : false;
      if (!matches) {
        await throttle.note(rules.passwordChangeFailures, key);
        log.info(
          { event: 'password_change', outcome: 'wrong_password', userId: user.id },
          'password change refused',
        );
        throw new ApiError('wrong_password', { field: 'current_password' });
      }
      const passwordHash = await hasher.hash(input.password);
      await db.transaction(async (tx) => {
        const now = clock.now();
        await users.setPassword(tx, user.id, passwordHash, now);
        await pins.invalidateAll(tx, user.id, now);
        await sessions.revokeAllOf(tx, user.id, sessionId);
      });
      mails.passwordChanged({ email: user.email, name: user.name, locale: user.locale });
      log.info({ event: 'password_change', outcome: 'success', userId: user.id }, 'password changed');
      return { success: true };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
