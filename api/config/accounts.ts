/**
 * The accounts domain's environment variables (spread into the API's env schema in `index.ts`) and
 * the settings object the services read. Every limit of docs/rules.md R9–R13 and R19 lives here with its
 * unit in its name; `.env.example` lists them with these defaults.
 */
import { z } from 'zod';
import { BoolVar, intVar } from '../../shared/env-vars.ts';

const DAY = 86_400;
const HttpUrl = z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' });

export const accountsEnv = {
  /** The site's public address: every link in a mail is built on it, never on `Host` (R13). */
  PUBLIC_ORIGIN: HttpUrl.optional(),
  /** The web tier's port, for the default public origin when the API runs embedded. */
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'expected a port')
    .optional(),
  SESSION_IDLE_TIMEOUT_SECONDS: intVar(60, 365 * DAY, 14 * DAY),
  /** An administrator's session ends after this long unused (docs/desk.md: the desk's 12 hours). */
  ADMIN_SESSION_IDLE_TIMEOUT_SECONDS: intVar(60, 365 * DAY, 12 * 3600),
  SESSION_ABSOLUTE_LIFETIME_SECONDS: intVar(60, 365 * DAY, 60 * DAY),
  PIN_RESET_TTL_SECONDS: intVar(60, DAY, 30 * 60),
  PIN_CONFIRM_TTL_SECONDS: intVar(60, 30 * DAY, DAY),
  /** A browser that asked for a reset this recently is told "a letter was already sent" (docs/architecture.md#sessions-and-accounts). */
  RESET_RESEND_AFTER_SECONDS: intVar(0, DAY, 15 * 60),
  PASSWORD_HASH_CONCURRENCY: intVar(1, 64, 2),
  PASSWORD_HASH_QUEUE_MAX: intVar(1, 100_000, 64),
  LOGIN_FAILURES_BEFORE_LOCKOUT: intVar(1, 1000, 5),
  LOGIN_LOCKOUT_MIN_SECONDS: intVar(1, 30 * DAY, 10 * 60),
  LOGIN_LOCKOUT_MAX_SECONDS: intVar(1, 365 * DAY, 7 * DAY),
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: intVar(0, 100_000, 6),
  LOGIN_ATTEMPTS_PER_IP_PER_HOUR: intVar(0, 1_000_000, 30),
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: intVar(0, 1_000_000, 100),
  LOGIN_UNKNOWN_EMAILS_PER_IP: intVar(0, 100_000, 8),
  LOGIN_UNKNOWN_EMAILS_WINDOW_SECONDS: intVar(60, 30 * DAY, 12 * 3600),
  REGISTRATIONS_PER_IP_PER_DAY: intVar(0, 1_000_000, 3),
  RESET_REQUESTS_PER_EMAIL_PER_HOUR: intVar(0, 100_000, 5),
  RESET_REQUESTS_PER_IP_PER_HOUR: intVar(0, 1_000_000, 20),
  PIN_FAILURES_PER_IP_PER_HOUR: intVar(0, 100_000, 10),
  PIN_FAILURES_GLOBAL_PER_HOUR: intVar(0, 10_000_000, 200),
  PIN_GLOBAL_LOCKOUT_SECONDS: intVar(1, DAY, 15 * 60),
  PASSWORD_CHANGE_FAILURES_PER_USER_PER_HOUR: intVar(0, 100_000, 10),
  /** nodemailer SMTP URL (smtp://user:pass@host:port); unset: mails go to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Jewish Culture <no-reply@localhost>'),
  /** Outbox mode only: also log each mail's link with its pin (local development; never in production). */
  MAIL_LOG_LINKS: BoolVar.default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** OpenID Connect issuer, discovered at first use. */
  GOOGLE_ISSUER: HttpUrl.default('https://accounts.google.com'),
  GOOGLE_SCOPE: z.string().min(1).default('openid email profile'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Facebook Login is OAuth 2.0 without discovery: its endpoints are configured here. */
  FACEBOOK_ISSUER: HttpUrl.default('https://www.facebook.com'),
  FACEBOOK_AUTHORIZATION_URL: HttpUrl.default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: HttpUrl.default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: HttpUrl.default(
    'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name',
  ),
  FACEBOOK_SCOPE: z.string().min(1).default('email public_profile'),
  /** Facebook states no e-mail verification; it shares only confirmed addresses, so they are trusted. */
  FACEBOOK_EMAILS_VERIFIED: BoolVar.default(true),
  /** Test-admin mode (docs/architecture.md#sessions-and-accounts, R18): the HMAC secret; unset switches the mode off. */
  TEST_ADMIN_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
};

/** The accounts part of the validated API configuration. */
const AccountsEnvSchema = z.object(accountsEnv);
type AccountsEnv = z.output<typeof AccountsEnvSchema>;

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  scope: string;
  /** Whether an e-mail the provider shares without an `email_verified` claim counts as verified. */
  emailsVerified: boolean;
  /** Without discovery (Facebook): the endpoints themselves. */
  endpoints?: { authorization: string; token: string; userinfo: string };
}

export interface AccountsSettings {
  publicOrigin: string;
  sessionIdleSeconds: number;
  adminSessionIdleSeconds: number;
  sessionLifetimeSeconds: number;
  pinResetTtlSeconds: number;
  pinConfirmTtlSeconds: number;
  resetResendAfterSeconds: number;
  hashConcurrency: number;
  hashQueueMax: number;
  login: {
    failuresBeforeLockout: number;
    lockoutMinSeconds: number;
    lockoutMaxSeconds: number;
    perIpPerMinute: number;
    perIpPerHour: number;
    failuresPerAccountPerHour: number;
    unknownEmailsPerIp: number;
    unknownEmailsWindowSeconds: number;
  };
  registrationsPerIpPerDay: number;
  resetRequestsPerEmailPerHour: number;
  resetRequestsPerIpPerHour: number;
  pinFailuresPerIpPerHour: number;
  pinFailuresGlobalPerHour: number;
  pinGlobalLockoutSeconds: number;
  passwordChangeFailuresPerHour: number;
  mail: { smtpUrl?: string; from: string; logLinks: boolean };
  providers: { google?: ProviderSettings; facebook?: ProviderSettings };
  testAdminSecret?: string;
}

/** A combination of valid values the API refuses to start with, or null. */
export function accountsConfigProblem(env: AccountsEnv): string | null {
  // R18: the test-admin mode cannot exist in production.
  if (env.NODE_ENV === 'production' && env.TEST_ADMIN_SECRET) {
    return 'TEST_ADMIN_SECRET: test-admin mode is refused when NODE_ENV=production';
  }
  return null;
}

/** A provider's settings when both its client id and secret are set; otherwise it is off. */
function provider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  rest: Omit<ProviderSettings, 'clientId' | 'clientSecret'>,
): ProviderSettings | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, ...rest } : undefined;
}

export function accountsSettings(env: AccountsEnv): AccountsSettings {
  const google = provider(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, {
    issuer: env.GOOGLE_ISSUER,
    scope: env.GOOGLE_SCOPE,
    emailsVerified: false,
  });
  const facebook = provider(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET, {
    issuer: env.FACEBOOK_ISSUER,
    scope: env.FACEBOOK_SCOPE,
    emailsVerified: env.FACEBOOK_EMAILS_VERIFIED,
    endpoints: {
      authorization: env.FACEBOOK_AUTHORIZATION_URL,
      token: env.FACEBOOK_TOKEN_URL,
      userinfo: env.FACEBOOK_USERINFO_URL,
    },
  });
  return {
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT ?? '3000'}`).replace(/\/$/, ''),
    sessionIdleSeconds: env.SESSION_IDLE_TIMEOUT_SECONDS,
    adminSessionIdleSeconds: Math.min(
      env.ADMIN_SESSION_IDLE_TIMEOUT_SECONDS,
      env.SESSION_IDLE_TIMEOUT_SECONDS,
    ),
    sessionLifetimeSeconds: Math.max(env.SESSION_ABSOLUTE_LIFETIME_SECONDS, env.SESSION_IDLE_TIMEOUT_SECONDS),
    pinResetTtlSeconds: env.PIN_RESET_TTL_SECONDS,
    pinConfirmTtlSeconds: env.PIN_CONFIRM_TTL_SECONDS,
    resetResendAfterSeconds: env.RESET_RESEND_AFTER_SECONDS,
    hashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
    hashQueueMax: env.PASSWORD_HASH_QUEUE_MAX,
    login: {
      failuresBeforeLockout: env.LOGIN_FAILURES_BEFORE_LOCKOUT,
      lockoutMinSeconds: env.LOGIN_LOCKOUT_MIN_SECONDS,
      lockoutMaxSeconds: Math.max(env.LOGIN_LOCKOUT_MAX_SECONDS, env.LOGIN_LOCKOUT_MIN_SECONDS),
      perIpPerMinute: env.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
      perIpPerHour: env.LOGIN_ATTEMPTS_PER_IP_PER_HOUR,
      failuresPerAccountPerHour: env.LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
      unknownEmailsPerIp: env.LOGIN_UNKNOWN_EMAILS_PER_IP,
      unknownEmailsWindowSeconds: env.LOGIN_UNKNOWN_EMAILS_WINDOW_SECONDS,
    },
    registrationsPerIpPerDay: env.REGISTRATIONS_PER_IP_PER_DAY,
    resetRequestsPerEmailPerHour: env.RESET_REQUESTS_PER_EMAIL_PER_HOUR,
    resetRequestsPerIpPerHour: env.RESET_REQUESTS_PER_IP_PER_HOUR,
    pinFailuresPerIpPerHour: env.PIN_FAILURES_PER_IP_PER_HOUR,
    pinFailuresGlobalPerHour: env.PIN_FAILURES_GLOBAL_PER_HOUR,
    pinGlobalLockoutSeconds: env.PIN_GLOBAL_LOCKOUT_SECONDS,
    passwordChangeFailuresPerHour: env.PASSWORD_CHANGE_FAILURES_PER_USER_PER_HOUR,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logLinks: env.MAIL_LOG_LINKS },
    providers: { google, facebook },
    testAdminSecret: env.TEST_ADMIN_SECRET,
  };
}
