/**
 * Lesson sets: a teacher with card access keeps named selections of the hashtag tool's
 * results and hands a class a read-only link to each. The owner is always the session's user (R17);
 * a set that is not theirs is a 404, the same as one that does not exist, so ids reveal nothing.
 * Items are kept as references and read as they are now: the shared page shows each item's current
 * title, chapters and address, and one that was unpublished or removed simply drops out.
 */
import type { Locale } from '../../shared/locales.ts';
import {
  LESSON_SET_ITEMS_MAX,
  LESSON_SET_KINDS,
  LESSON_SETS_PER_ACCOUNT,
  type LessonSetItemRef,
  type LessonSetSummary,
  type SharedSet,
  type SharedSetItem,
} from '../../shared/schemas/lesson-sets.ts';
import { groupTitle, toSearchItem } from '../db/hashtag-items.ts';
import type { Db } from '../db/types.ts';
import { ApiError, notFound } from '../errors.ts';
import type { ServiceLog } from '../service-log.ts';
import type { LessonSetsRepository } from './repository.ts';
import { newShareToken } from './token.ts';

export interface LessonSetsLimits {
  setsPerAccount: number;
  itemsPerSet: number;
}

export const DEFAULT_LIMITS: LessonSetsLimits = {
  setsPerAccount: LESSON_SETS_PER_ACCOUNT,
  itemsPerSet: LESSON_SET_ITEMS_MAX,
};

export interface LessonSetsDeps {
  /** For transactions; the statements are the repository's. */
  db: Db;
  sets: LessonSetsRepository;
  /** The account's card access (the educators' flag): lesson sets belong to the hashtag tool. */
  cardAccess: (userId: number) => Promise<number>;
  log?: ServiceLog;
  limits?: LessonSetsLimits;
}

export function createLessonSetsService(deps: LessonSetsDeps) {
  const { db, sets: repository, cardAccess, log, limits = DEFAULT_LIMITS } = deps;
  async function summary(userId: number, id: number): Promise<LessonSetSummary> {
    const row = await repository.one(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** The set's published items in the teacher's order, as the shared page shows them. */
  async function itemsOf(setId: number, lang: Locale): Promise<SharedSetItem[]> {
    const refs = await repository.itemRefs(db, setId);
    const found = new Map<string, SharedSetItem>();
    await Promise.all(
      LESSON_SET_KINDS.map(async (kind) => {
        const ids = refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
        if (ids.length === 0) return;
        for (const row of await repository.items(db, kind, lang, ids)) {
          found.set(`${kind}:${row.id}`, {
            ...toSearchItem(kind, lang, row),
            kind,
            type: groupTitle(lang, kind),
          });
        }
      }),
    );
    return refs.flatMap((ref) => found.get(`${ref.kind}:${ref.id}`) ?? []);
  }

  return {
    /** Lesson sets belong to the hashtag tool: without card access the owner's calls are refused. */
    async assertAccess(userId: number): Promise<void> {
      if ((await cardAccess(userId)) === 1) return;
      log?.info({ userId }, 'lesson sets refused: no card access');
      throw new ApiError('forbidden', {
        message: 'Lesson sets are part of DA for Educators, which this account has no access to.',
      });
    },

    list(userId: number): Promise<LessonSetSummary[]> {
      return repository.list(db, userId);
    },

    /** Keeps the items that are published now; a set of none of them is refused (400 on `items`). */
    async create(userId: number, name: string, refs: readonly LessonSetItemRef[]): Promise<LessonSetSummary> {
      const id = await db.transaction(async (tx) => {
        await repository.lockOwner(tx, userId);
        if ((await repository.countSets(tx, userId)) >= limits.setsPerAccount) {
          throw new ApiError('lesson_sets_limit', {
            message: `An account keeps at most ${limits.setsPerAccount} lesson sets.`,
          });
        }
        const live = await repository.published(tx, refs);
        if (live.length === 0) {
          throw new ApiError('validation_failed', { field: 'items', message: 'items: none is published' });
        }
        if (live.length > limits.itemsPerSet) {
          throw new ApiError('lesson_set_full', {
            message: `A lesson set holds at most ${limits.itemsPerSet} items.`,
          });
        }
        const setId = await repository.insertSet(tx, userId, name, newShareToken());
        await repository.appendItems(tx, setId, live);
        return setId;
      });
      return summary(userId, id);
    },

    /** Appends the published ones of the items; those already in the set stay where they are. */
    async add(userId: number, id: number, refs: readonly LessonSetItemRef[]): Promise<LessonSetSummary> {
      await db.transaction(async (tx) => {
        if (!(await repository.lockSet(tx, userId, id))) throw notFound();
        const kept = await repository.itemRefs(tx, id);
        const known = new Set(kept.map((ref) => `${ref.kind}:${ref.id}`));
        const fresh = (await repository.published(tx, refs)).filter(
          (ref) => !known.has(`${ref.kind}:${ref.id}`),
        );
        if (kept.length + fresh.length > limits.itemsPerSet) {
          throw new ApiError('lesson_set_full', {
            message: `A lesson set holds at most ${limits.itemsPerSet} items.`,
          });
        }
        await repository.appendItems(tx, id, fresh);
        await repository.touch(tx, id);
      });
      return summary(userId, id);
    },

    async rename(userId: number, id: number, name: string): Promise<LessonSetSummary> {
      if (!(await repository.rename(db, userId, id, name))) throw notFound();
      return summary(userId, id);
    },

    async remove(userId: number, id: number): Promise<{ success: true }> {
      if (!(await repository.remove(db, userId, id))) throw notFound();
      return { success: true };
    },

    /** The link stops working at once: the shared call is never cached. */
    async revoke(userId: number, id: number): Promise<LessonSetSummary> {
      if (!(await repository.setToken(db, userId, id, null))) throw notFound();
      return summary(userId, id);
    },

    /** A new link; any previous one stops working. */
    async renew(userId: number, id: number): Promise<LessonSetSummary> {
      if (!(await repository.setToken(db, userId, id, newShareToken()))) throw notFound();
      return summary(userId, id);
    },

    /** A set by its link, for anyone: its name and its published items in the teacher's order. */
    async shared(token: string, lang: Locale): Promise<SharedSet> {
      const set = await repository.byToken(db, token);
      if (!set) throw notFound();
      return { name: set.name, updated_at: set.updated_at, items: await itemsOf(set.id, lang) };
    },

    /** One of the owner's sets with its items, linked or not (the profile's contents list). */
    async owned(userId: number, id: number, lang: Locale): Promise<SharedSet> {
      const set = await repository.one(db, userId, id);
      if (!set) throw notFound();
      return { name: set.name, updated_at: set.updated_at, items: await itemsOf(set.id, lang) };
    },

    async removeItems(
      userId: number,
      id: number,
      refs: readonly LessonSetItemRef[],
    ): Promise<LessonSetSummary> {
      await db.transaction(async (tx) => {
        if (!(await repository.lockSet(tx, userId, id))) throw notFound();
        await repository.removeItems(tx, id, refs);
        await repository.touch(tx, id);
      });
      return summary(userId, id);
    },
  };
}

export type LessonSetsService = ReturnType<typeof createLessonSetsService>;
