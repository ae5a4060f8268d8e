/**
 * The signed-in user's own data (docs/product.md#content-model, docs/architecture.md#the-call-contract; docs/rules.md R17): the user call's answer, the profile
 * fields a user may change (an allowlist: e-mail, roles and counters are never writable), and the
 * social accounts. The reader's counters and favourites come from the domain that owns them through
 * `summaryOf`; comments and support-chat counts start at zero until their tables exist.
 */
import type { AccountComfort, SocialProvider, UserAnswer } from '../../shared/schemas/accounts.ts';
import { SOCIAL_PROVIDERS } from '../../shared/schemas/accounts.ts';
import { ApiError } from '../errors.ts';
import type { AccountsDeps } from './deps.ts';
import type { ProfileFields, UserRow } from './users-repository.ts';

/** What other domains add to the user call: favourites, their counts, comments, unread messages. */
export interface UserSummary {
  favoriteMaterials: number[];
  favoriteCourses: number[];
  count_materials: number;
  count_courses: number;
  comments_count: number;
  unread_user_messages: number;
}

export type SummarySource = (userId: number) => Promise<Partial<UserSummary>>;

const EMPTY_SUMMARY: UserSummary = {
  favoriteMaterials: [],
  favoriteCourses: [],
  count_materials: 0,
  count_courses: 0,
  comments_count: 0,
  unread_user_messages: 0,
};

export interface ProfileUpdate extends ProfileFields, Partial<AccountComfort> {
  interesting_tags?: number[];
  email?: string;
}

export function createProfileService(
  deps: Pick<AccountsDeps, 'db' | 'users' | 'clock' | 'settings' | 'log'> & {
    summaries: readonly SummarySource[];
  },
) {
  const { db, users, clock, settings, log, summaries } = deps;

  async function summaryOf(userId: number): Promise<UserSummary> {
    const parts = await Promise.all(summaries.map((source) => source(userId)));
    return Object.assign({ ...EMPTY_SUMMARY }, ...parts);
  }

  const available = (provider: SocialProvider) => Boolean(settings.providers[provider]);

  return {
    async answer(user: UserRow, testAdmin: boolean): Promise<UserAnswer> {
      const [tags, summary] = await Promise.all([users.interestingTags(db, user.id), summaryOf(user.id)]);
      return {
        user: {
          id: user.id,
          name: user.name,
          surname: user.surname,
          email: user.email,
          country: user.country,
          city: user.city,
          card_access: user.card_access,
          role: user.role,
          email_confirmed: user.email_confirmed_at !== null,
          has_password: user.password_hash !== null,
          interesting_tags: tags,
          comments_count: summary.comments_count,
          chat: { unread_user_messages: summary.unread_user_messages },
          test_admin: testAdmin,
          comfort: { theme: user.theme, text_size: user.text_size, line_spacing: user.line_spacing },
        },
        favoriteMaterials: summary.favoriteMaterials,
        favoriteCourses: summary.favoriteCourses,
        count_materials: summary.count_materials,
        count_courses: summary.count_courses,
      };
    },

    async update(user: UserRow, update: ProfileUpdate): Promise<{ success: true }> {
      // docs/product.md#validation: "Unfortunately, you cannot change your e-mail." (the same address is no change).
      if (update.email !== undefined && update.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        log.info(
          { event: 'profile_update', outcome: 'email_refused', userId: user.id },
          'profile update refused',
        );
        throw new ApiError('email_immutable', { field: 'email' });
      }
      await db.transaction(async (tx) => {
        await users.updateProfile(tx, user.id, update, clock.now());
        await users.setComfort(tx, user.id, update, clock.now());
        const tags = update.interesting_tags;
        // Thrown inside the transaction, so an unknown tag leaves the whole profile unchanged.
        if (tags && !(await users.setInterestingTags(tx, user.id, tags))) {
          throw new ApiError('unknown_tags', { field: 'interesting_tags' });
        }
      });
      return { success: true };
    },

    async socialAccounts(user: UserRow) {
      const connected = new Set(await users.providersOf(db, user.id));
      return {
        providers: SOCIAL_PROVIDERS.map((provider) => ({
          provider,
          connected: connected.has(provider),
          available: available(provider),
        })),
      };
    },

    /** Never the last way to sign in: without a password, the only provider stays (docs/architecture.md#sessions-and-accounts). */
    async disconnect(user: UserRow, provider: SocialProvider): Promise<{ success: true }> {
      const connected = await users.providersOf(db, user.id);
      if (!connected.includes(provider)) return { success: true };
      if (user.password_hash === null && connected.length <= 1) {
        throw new ApiError('last_sign_in_method', { field: 'provider' });
      }
      await users.unlinkIdentity(db, user.id, provider);
      log.info({ event: 'social_disconnect', provider, userId: user.id }, 'social account disconnected');
      return { success: true };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
