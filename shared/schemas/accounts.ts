/**
 * Request and response schemas of the accounts calls (docs/product.md#content-model, docs/product.md#states, docs/architecture.md#the-call-contract; docs/architecture.md#sessions-and-accounts). Requests are strict
 * objects; password and pin fields are only bounded here (cheap checks before any hashing, R10, R13):
 * the product's password rule and the pin's shape are the service's, so a failure gets its own code.
 */
import { z } from 'zod';
import { LINE_SPACINGS, TEXT_SIZES, THEMES } from '../comfort.ts';
import { DEFAULT_LOCALE } from '../locales.ts';
import { isVisibleName } from '../logic/display-name.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH } from '../logic/password.ts';
import { Lang, StorableText, TagIds } from './common.ts';
import { FavouriteLists } from './engagement.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Two UTF-16 units per code point at most, so every password the rule allows fits (R10). */
const PASSWORD_MAX_UNITS = PASSWORD_MAX_LENGTH * 2;
const NAME_MAX_CHARS = 100;
/** A pin is 43 base64url characters; anything up to this length reaches the service and counts as a guess. */
const PIN_MAX_CHARS = 128;

export const Email = StorableText.trim()
  .max(EMAIL_MAX_LENGTH, 'invalid e-mail')
  .regex(EMAIL_PATTERN, 'invalid e-mail');
export const PasswordInput = z.string().min(1, 'empty').max(PASSWORD_MAX_UNITS, 'too long');
export const PinInput = StorableText.min(1, 'empty').max(PIN_MAX_CHARS, 'too long');
const PersonText = StorableText.trim().max(NAME_MAX_CHARS, `at most ${NAME_MAX_CHARS} characters`);
/** A first or last name: none, or one with a visible character (docs/product.md#validation). */
const PersonName = PersonText.refine(isVisibleName, 'no visible character');
/** Random values the web tier makes (state, PKCE verifier, reset flow id): base64url, 22–128 chars. */
const RandomToken = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'invalid token');

// ---- requests ----

export const LoginBody = z.strictObject({
  email: Email,
  password: PasswordInput,
  lang: Lang.default(DEFAULT_LOCALE),
});

export const RegisterBody = z.strictObject({
  email: Email,
  password: PasswordInput,
  name: PersonName.default(''),
  surname: PersonName.default(''),
  lang: Lang.default(DEFAULT_LOCALE),
});

/** What the browser sends to ask for a reset mail. */
export const ForgotPasswordBody = z.strictObject({ email: Email, lang: Lang.default(DEFAULT_LOCALE) });
/** What the web tier forwards: the same plus the id of this browser's reset flow (R12, cookie-bound). */
export const ForgotPasswordUpstreamBody = ForgotPasswordBody.extend({ flow: RandomToken });

export const ConfirmEmailBody = z.strictObject({ pin: PinInput });
export const ResetPasswordBody = z.strictObject({ password: PasswordInput, pin: PinInput });
export const ChangePasswordBody = z.strictObject({
  current_password: PasswordInput,
  password: PasswordInput,
});

/**
 * R17: only these fields are writable. `email` is accepted so that trying to change it gets the product's
 * own message ("you cannot change your e-mail") instead of a generic refusal.
 */
/** The reader's comfort settings in the account (docs/product.md#reading-comfort); null: the default. */
export const AccountComfort = z.object({
  theme: z.enum(THEMES).nullable(),
  text_size: z.enum(TEXT_SIZES).nullable(),
  line_spacing: z.enum(LINE_SPACINGS).nullable(),
});
export type AccountComfort = z.infer<typeof AccountComfort>;

export const UpdateProfileBody = z.strictObject({
  name: PersonName.optional(),
  surname: PersonName.optional(),
  country: PersonText.optional(),
  city: PersonText.optional(),
  interesting_tags: TagIds.optional(),
  email: StorableText.max(EMAIL_MAX_LENGTH).optional(),
  ...AccountComfort.partial().shape,
});

export const ProviderParams = z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) });
export const SocialAuthorizeBody = z.strictObject({ state: RandomToken, code_challenge: RandomToken });
export const SocialFinishBody = z.strictObject({
  /** The callback's query string as the provider sent it (code, state, iss…). */
  callback_query: StorableText.min(1).max(4096),
  state: RandomToken,
  code_verifier: RandomToken,
});

// ---- responses ----

export const SuccessAnswer = z.object({ success: z.boolean() });

/** The content API's login answer: a session token, or a pin to set a new password first (docs/product.md#states). */
export const LoginAnswer = z.object({
  token: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
  password_change_required: z.boolean().optional(),
  pin: z.string().optional(),
});
/** What the browser gets from the web tier: never the token (R8). */
export const LoginResult = z.object({
  success: z.boolean(),
  password_change_required: z.boolean().optional(),
  pin: z.string().optional(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const SessionAnswer = z.object({
  token: z.string(),
  expires_in: z.number().int().positive(),
  created: z.boolean(),
});

export const ForgotPasswordAnswer = z.object({ success: z.boolean(), already_sent: z.boolean() });
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswer>;

export const SocialAuthorizeAnswer = z.object({ url: z.string() });

export const SocialAccountsAnswer = z.object({
  providers: z.array(
    z.object({ provider: z.enum(SOCIAL_PROVIDERS), connected: z.boolean(), available: z.boolean() }),
  ),
});

/** `GET /api/user` (docs/product.md#content-model, docs/architecture.md#the-call-contract): the user with their counters, and their favourites. */
export const UserAnswer = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    country: z.string(),
    city: z.string(),
    card_access: z.number().int(),
    role: z.enum(['user', 'admin']),
    email_confirmed: z.boolean(),
    has_password: z.boolean(),
    interesting_tags: z.array(z.number().int()),
    comments_count: z.number().int(),
    chat: z.object({ unread_user_messages: z.number().int() }),
    test_admin: z.boolean(),
    comfort: AccountComfort,
  }),
  ...FavouriteLists.shape,
});
export type UserAnswer = z.infer<typeof UserAnswer>;
