/**
 * The educators' tool (docs/product.md#screens "Hashtag tool", docs/product.md#roles, docs/architecture.md#the-call-contract): who may use it, the hashtag reads shaped as
 * the product's calls answer them, and the contact block's message. The acting user always comes from
 * the session (R17): a body's `userId` is never the sender.
 */
import type { Locale } from '../../shared/locales.ts';
import type {
  CountedHashtag,
  FlatHashtag,
  HashtagCategory,
  HashtagSearchGroup,
} from '../../shared/schemas/educators.ts';
import { groupTitle, SEARCH_KINDS, toSearchItem } from '../db/hashtag-items.ts';
import { ApiError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ServiceLog } from '../service-log.ts';
import type { Catalogue } from './catalogue.ts';
import type { EducatorsRepository } from './repository.ts';

/** How many suggestions the tag input shows at most. */
export const SUGGESTIONS_MAX = 20;

export interface EducatorsDeps {
  educators: EducatorsRepository;
  catalogue: Catalogue;
  mailer: Mailer;
  editorsEmail: string;
  publicOrigin: string;
  log?: ServiceLog;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function createEducatorsService(deps: EducatorsDeps) {
  const { educators: repository, catalogue, mailer, editorsEmail, publicOrigin, log } = deps;

  return {
    /** docs/product.md#roles: the hashtag tool needs `card_access = 1`; anyone else is refused and it is logged (R17). */
    async assertAccess(userId: number): Promise<void> {
      if ((await repository.cardAccess(userId)) === 1) return;
      log?.info({ userId }, 'hashtag tool refused: no card access');
      throw new ApiError('forbidden');
    },

    categories(lang: Locale): Promise<HashtagCategory[]> {
      return catalogue.read(lang);
    },

    async byCategoryName(lang: Locale): Promise<Record<string, CountedHashtag[]>> {
      const out: Record<string, CountedHashtag[]> = {};
      for (const category of await catalogue.read(lang)) {
        out[category.name] = [...(out[category.name] ?? []), ...category.hashtags];
      }
      return out;
    },

    async flat(lang: Locale): Promise<FlatHashtag[]> {
      return (await catalogue.read(lang)).flatMap((category) =>
        category.hashtags.map(({ id, name }) => ({ id, name, category: category.name })),
      );
    },

    /** Names containing the text; names starting with it first, then the most used. */
    async suggest(lang: Locale, q: string): Promise<CountedHashtag[]> {
      const all = (await catalogue.read(lang)).flatMap((category) => category.hashtags);
      const hits = all.filter((hashtag) => hashtag.name.toLowerCase().includes(q));
      const rank = (h: CountedHashtag) => (h.name.toLowerCase().startsWith(q) ? 0 : 1);
      return hits
        .sort((a, b) => rank(a) - rank(b) || b.count - a.count || a.name.localeCompare(b.name, lang))
        .slice(0, SUGGESTIONS_MAX);
    },

    /** Items carrying any of the hashtags, one group per kind that has some (docs/product.md#content-model). */
    async search(lang: Locale, hashtagIds: readonly number[]): Promise<HashtagSearchGroup[]> {
      if (hashtagIds.length === 0) return [];
      const groups = await Promise.all(
        SEARCH_KINDS.map(async (kind) => {
          const rows = await repository.search(kind, lang, hashtagIds);
          return { title: groupTitle(lang, kind), items: rows.map((row) => toSearchItem(kind, lang, row)) };
        }),
      );
      return groups.filter((group) => group.items.length > 0);
    },

    /** Kept first, then queued for the editors' mailbox; the mail never holds up the answer. */
    async sendMessage(userId: number, text: string): Promise<{ success: boolean }> {
      const sender = await repository.sender(userId);
      if (!sender) throw new ApiError('unauthorized');
      const id = await repository.keepMessage(userId, text, editorsEmail);
      const who = [sender.name, sender.surname].filter(Boolean).join(' ') || sender.email;
      const link = `${publicOrigin}/ru/da-for-educators`;
      mailer.queue({
        kind: 'educator-message',
        to: editorsEmail,
        subject: `DA for Educators: сообщение от ${who}`,
        text: `${who} <${sender.email}> (user ${userId}, message ${id}):\n\n${text}\n`,
        html: `<p>${escapeHtml(who)} &lt;${escapeHtml(sender.email)}&gt; (user ${userId}, message ${id}):</p><p style="white-space:pre-wrap">${escapeHtml(text)}</p>`,
        link,
      });
      return { success: true };
    },
  };
}

export type EducatorsService = ReturnType<typeof createEducatorsService>;
