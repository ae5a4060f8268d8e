/**
 * Login with e-mail and password (docs/product.md#states, docs/product.md#error-messages; docs/rules.md R10–R12). Every limit is checked before
 * the password is: per address (6 a minute, 30 an hour), per (address, e-mail) with a growing lockout,
 * and per account from all addresses; a locked pair is refused even with the right password, so the
 * answer is no oracle. An unknown e-mail costs the same hashing time and is itself limited per
 * address, since the product's "No account found" text tells it apart.
 */
import type { Locale } from '../../shared/locales.ts';
import { PASSWORD_MAX_LENGTH, passwordLength } from '../../shared/logic/password.ts';
import { ApiError } from '../errors.ts';
import type { AccountsDeps } from './deps.ts';
import { issuePin } from './issue-pin.ts';
import type { AccountMails } from './mails.ts';
import { fingerprint } from './secrets.ts';
import { throttleKey } from './throttle.ts';

export interface LoginInput {
  email: string;
  password: string;
  lang: Locale;
}

export type LoginOutcome =
  | { token: string; expires_in: number }
  | { password_change_required: true; pin: string };

export function createLoginService(deps: AccountsDeps & { mails: AccountMails }) {
  const { db, users, pins, clock, rules, throttle, hasher, sessions, mails, log } = deps;

  /** docs/product.md#states: a user told to change the password first gets a reset pin instead of a session. */
  async function passwordChangePin(userId: number): Promise<string> {
    return issuePin(deps, userId, 'reset_password', clock.now());
  }

  /** An unconfirmed account that tries to log in gets a fresh confirmation mail when none is pending. */
  async function remindConfirmation(user: { id: number; email: string; name: string }, lang: Locale) {
    const now = clock.now();
    if (await pins.liveSince(db, user.id, 'confirm_email', now)) return;
    const pin = await issuePin(deps, user.id, 'confirm_email', now);
    mails.confirm({ email: user.email, name: user.name, locale: lang }, pin);
  }

  return {
    async login(input: LoginInput, ip: string): Promise<LoginOutcome> {
      const ipKey = throttleKey(ip);
      await throttle.hit(rules.loginPerIpMinute, ipKey);
      await throttle.hit(rules.loginPerIpHour, ipKey);
      const emailKey = input.email.toLowerCase();
      const pairKey = throttleKey(ip, emailKey);
      await throttle.check(rules.loginFailures, pairKey);
      if (passwordLength(input.password) > PASSWORD_MAX_LENGTH) {
        throw new ApiError('password_too_long', { field: 'password' });
      }

      const user = await users.byEmail(db, input.email);
      if (!user) {
        await throttle.distinct(rules.unknownEmails, ipKey, fingerprint(emailKey));
        await hasher.verifyNothing(input.password);
        await throttle.fail(rules.loginFailures, pairKey);
        log.info({ event: 'login', outcome: 'no_account', method: 'password' }, 'login failed');
        throw new ApiError('no_account', { field: 'email' });
      }
      const accountKey = throttleKey(String(user.id));
      await throttle.check(rules.loginAccountFailures, accountKey);
      let matches = false;
      if (user.password_hash) matches = await hasher.verify(user.password_hash, input.password);
      else await hasher.verifyNothing(input.password);
      if (!matches) {
        await throttle.fail(rules.loginFailures, pairKey);
        await throttle.note(rules.loginAccountFailures, accountKey);
        log.info(
          { event: 'login', outcome: 'wrong_password', method: 'password', userId: user.id },
          'login failed',
        );
        throw new ApiError('invalid_credentials', { field: 'password' });
      }
      await throttle.reset(rules.loginFailures.scope, pairKey);
      if (!user.email_confirmed_at) {
        await remindConfirmation(user, input.lang);
        log.info(
          { event: 'login', outcome: 'unconfirmed', method: 'password', userId: user.id },
          'login refused',
        );
        throw new ApiError('email_not_confirmed', { field: 'email' });
      }
      if (user.must_change_password) {
        log.info({ event: 'login', outcome: 'password_change_required', userId: user.id }, 'login deferred');
        return { password_change_required: true, pin: await passwordChangePin(user.id) };
      }
      const session = await sessions.issue(db, user.id, 'password');
      log.info(
        { event: 'login', outcome: 'success', method: 'password', userId: user.id },
        'login succeeded',
      );
      return session;
    },

    /** Ends the session of a bearer token (R9); 401 when none is left to end (a parallel logout). */
    async logout(token: string | undefined): Promise<{ success: true }> {
      const ended = await sessions.revoke(token);
      log.info({ event: 'logout', outcome: ended ? 'success' : 'no_session' }, 'logout');
      if (!ended) throw new ApiError('unauthorized');
      return { success: true };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
