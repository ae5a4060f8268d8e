/**
 * Following (docs/follows.md): follow and unfollow what exists, the list with its labels and the
 * digest setting, the visit mark and the "new for you" shelf. Every method takes the acting user the
 * route got from the token (docs/rules.md R17).
 */
import type { Locale } from '../../shared/locales.ts';
import {
  type DigestFrequency,
  FOLLOW_LIMITS,
  type Follow,
  type FollowKind,
  type NewsAnswer,
  type NewsItem,
  type NewsReason,
} from '../../shared/schemas/follows.ts';
import { courseCard, materialCard } from '../db/cards.ts';
import { ApiError, notFound } from '../errors.ts';
import type { ActingUser } from '../http/caller.ts';
import {
  FIRST_VISIT_LOOKBACK_MS,
  type FollowSettings,
  type FollowsRepository,
  type NewsRow,
  VISIT_GAP_MS,
} from './repository.ts';

/** Why a row is news: a followed course first (the most particular), then a tag in the item's order, then an author. */
export function reasonOf(row: NewsRow, follows: readonly Follow[]): NewsReason | undefined {
  const find = (kind: FollowKind, target: string) =>
    follows.find(
      (follow) => follow.kind === kind && (follow.target === target || follow.aliases.includes(target)),
    );
  const candidates = [
    ...(row.courses ?? []).map((id) => find('course', String(id))),
    ...row.tag_ids.map((id) => find('tag', String(id))),
    ...(row.authors ?? []).map((name) => find('author', name)),
  ];
  const hit = candidates.find((follow) => follow !== undefined);
  return hit ? { kind: hit.kind, label: hit.label } : undefined;
}

/**
 * Where the shelf's window starts at `now`: the previous visit, or the last mark when it is older than
 * the gap (this request begins a new visit the mark has not recorded yet), or a month back.
 */
export function windowStart(settings: FollowSettings, now: Date): { since: Date | null; from: Date } {
  const last = settings.lastVisitAt;
  const since = last && now.getTime() - last.getTime() > VISIT_GAP_MS ? last : settings.previousVisitAt;
  return { since, from: since ?? new Date(now.getTime() - FIRST_VISIT_LOOKBACK_MS) };
}

export function createFollowsService(deps: { follows: FollowsRepository; now?: () => Date }) {
  const { follows } = deps;
  const now = deps.now ?? (() => new Date());

  /** News cards of the rows, in the rows' order, each with its reason. */
  async function newsItems(rows: NewsRow[], list: readonly Follow[], lang: Locale): Promise<NewsItem[]> {
    const ids = {
      materials: rows.filter((row) => row.type === 'material').map((row) => row.id),
      courses: rows.filter((row) => row.type === 'course').map((row) => row.id),
    };
    const cards = await follows.cards(ids, lang);
    const materials = new Map(cards.materials.map((card) => [card.id, materialCard(card, lang)]));
    const courses = new Map(cards.courses.map((card) => [card.id, courseCard(card)]));
    return rows.flatMap((row): NewsItem[] => {
      const reason = reasonOf(row, list);
      const appeared = row.appeared.toISOString();
      if (!reason) return [];
      if (row.type === 'material') {
        const material = materials.get(row.id);
        return material ? [{ type: 'material', appeared, reason, material }] : [];
      }
      const course = courses.get(row.id);
      return course ? [{ type: 'course', appeared, reason, course }] : [];
    });
  }

  return {
    async add(user: ActingUser, kind: FollowKind, target: string) {
      if (!(await follows.exists(kind, target))) throw notFound();
      if (!(await follows.add(user.id, kind, target))) {
        throw new ApiError('validation_failed', {
          field: 'target',
          message: `target: at most ${FOLLOW_LIMITS.follows} follows`,
        });
      }
      return { success: true, following: true };
    },

    async remove(user: ActingUser, kind: FollowKind, target: string) {
      await follows.remove(user.id, kind, target);
      return { success: true, following: false };
    },

    async list(user: ActingUser, lang: Locale) {
      const [list, settings] = await Promise.all([follows.list(user.id, lang), follows.settings(user.id)]);
      return { follows: list, digest: settings.digest, bounced: settings.bounced };
    },

    async setDigest(user: ActingUser, digest: DigestFrequency) {
      await follows.setDigest(user.id, digest);
      return { success: true, digest };
    },

    async visit(user: ActingUser) {
      await follows.visit(user.id, now());
      return { success: true };
    },

    async news(user: ActingUser, lang: Locale): Promise<NewsAnswer> {
      const list = await follows.list(user.id, lang);
      if (list.length === 0) return { since: null, following: false, items: [] };
      const at = now();
      const { since, from } = windowStart(await follows.settings(user.id), at);
      const rows = await follows.news(user.id, from, at, FOLLOW_LIMITS.shelf);
      return {
        since: since?.toISOString() ?? null,
        following: true,
        items: await newsItems(rows, list, lang),
      };
    },

    /** What appeared in [from, to) for a reader, for the digest. */
    async between(userId: number, lang: Locale, from: Date, to: Date, limit: number): Promise<NewsItem[]> {
      const list = await follows.list(userId, lang);
      if (list.length === 0) return [];
      return newsItems(await follows.news(userId, from, to, limit), list, lang);
    },

    stopDigest: (userId: number, bounced: boolean) => follows.stopDigest(userId, bounced),
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
