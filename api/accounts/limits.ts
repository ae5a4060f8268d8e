/**
 * The sign-in limits as throttle rules (docs/rules.md R11–R13, R19), from the validated settings. Each
 * rule's scope names what it counts; keys are built with `throttleKey`.
 */
import type { AccountsSettings } from '../config/accounts.ts';
import type { LockoutRule, WindowRule } from './throttle.ts';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export interface AccountRules {
  /** R11: login POSTs per address, per minute and per hour, successful or not. */
  loginPerIpMinute: WindowRule;
  loginPerIpHour: WindowRule;
  /** R11: failures per (address, e-mail), locking for 10 minutes growing to 7 days. */
  loginFailures: LockoutRule;
  /** R11: failures per account from every address. */
  loginAccountFailures: WindowRule;
  /** R12: distinct unknown e-mails per address. */
  unknownEmails: WindowRule;
  /** R19: registrations per address and day. */
  registrations: WindowRule;
  /** R13: reset requests per e-mail (known or not) and per address. */
  resetPerEmail: WindowRule;
  resetPerIp: WindowRule;
  /** R13: failed pins per address, and site-wide with a circuit that refuses every pin for a while. */
  pinFailures: WindowRule;
  pinFailuresGlobal: WindowRule;
  pinGlobalLockoutSeconds: number;
  /** Wrong current passwords in the profile's change form, per user. */
  passwordChangeFailures: WindowRule;
}

export function accountRules(settings: AccountsSettings): AccountRules {
  const { login } = settings;
  return {
    loginPerIpMinute: { scope: 'login-ip-minute', limit: login.perIpPerMinute, windowSeconds: MINUTE },
    loginPerIpHour: { scope: 'login-ip-hour', limit: login.perIpPerHour, windowSeconds: HOUR },
    loginFailures: {
      scope: 'login-failures',
      limit: login.failuresBeforeLockout,
      windowSeconds: HOUR,
      lockoutMinSeconds: login.lockoutMinSeconds,
      lockoutMaxSeconds: login.lockoutMaxSeconds,
      forgiveAfterSeconds: DAY,
    },
    loginAccountFailures: {
      scope: 'login-account',
      limit: login.failuresPerAccountPerHour,
      windowSeconds: HOUR,
    },
    unknownEmails: {
      scope: 'login-unknown',
      limit: login.unknownEmailsPerIp,
      windowSeconds: login.unknownEmailsWindowSeconds,
    },
    registrations: { scope: 'register-ip', limit: settings.registrationsPerIpPerDay, windowSeconds: DAY },
    resetPerEmail: {
      scope: 'reset-email',
      limit: settings.resetRequestsPerEmailPerHour,
      windowSeconds: HOUR,
    },
    resetPerIp: { scope: 'reset-ip', limit: settings.resetRequestsPerIpPerHour, windowSeconds: HOUR },
    pinFailures: { scope: 'pin-ip', limit: settings.pinFailuresPerIpPerHour, windowSeconds: HOUR },
    pinFailuresGlobal: { scope: 'pin-global', limit: settings.pinFailuresGlobalPerHour, windowSeconds: HOUR },
    pinGlobalLockoutSeconds: settings.pinGlobalLockoutSeconds,
    passwordChangeFailures: {
      scope: 'password-change',
      limit: settings.passwordChangeFailuresPerHour,
      windowSeconds: HOUR,
    },
  };
}
