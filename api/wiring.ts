/** The one place services meet their dependencies. */

import { engagementLimits } from './config/engagement.ts';
import type { ApiConfig } from './config/index.ts';
import { holdRule } from './config/moderation.ts';
import { createItemsRepository } from './content/items-repository.ts';
import { createLibraryRepository } from './content/library-repository.ts';
import { createListsRepository } from './content/lists-repository.ts';
import { createContentService } from './content/service.ts';
import { createSiteRepository } from './content/site-repository.ts';
import type { Db } from './db/types.ts';
import { createCommentsRepository } from './engagement/comments-repository.ts';
import { createCommentsService } from './engagement/comments-service.ts';
import { createFavouritesRepository } from './engagement/favourites-repository.ts';
import { createProgressRepository } from './engagement/progress-repository.ts';
import { RateWindow } from './engagement/rate-window.ts';
import { createReaderService } from './engagement/reader-service.ts';
import { createEngagementRepository } from './engagement/repository.ts';
import { createEngagementService } from './engagement/service.ts';
import { createModerationRepository } from './moderation/repository.ts';
import { createModerationService } from './moderation/service.ts';
import { createSearchRepository } from './search/repository.ts';
import { createSearchService } from './search/service.ts';

/** Where services report what they refused (docs/rules.md R17: denials are logged). */
export interface ServiceLog {
  info(details: object, message: string): void;
}

/**
 * `reads` serves the content and search repositories' read-only queries: a read replica with its
 * fallback (`db/read-routing.ts`) when one is configured, else the primary. Repositories whose reads
 * must see the reader's own writes take `db`.
 */
export function createServices(db: Db, config: ApiConfig, log?: ServiceLog, reads: Db = db) {
  const limits = engagementLimits(config);
  const comments = createCommentsRepository(db);
  return {
    content: createContentService({
      lists: createListsRepository(reads),
      items: createItemsRepository(reads),
      library: createLibraryRepository(reads),
      site: createSiteRepository(reads),
    }),
    search: createSearchService({ search: createSearchRepository(reads) }),
    engagement: createEngagementService({ engagement: createEngagementRepository(db), limits }),
    comments: createCommentsService({ comments, limits, hold: holdRule(config), log }),
    moderation: createModerationService({
      moderation: createModerationRepository(db),
      reports: new RateWindow({ windowMs: 3_600_000, max: config.COMMENT_REPORTS_PER_HOUR }),
    }),
    reader: createReaderService({
      favourites: createFavouritesRepository(db),
      progress: createProgressRepository(db),
      comments,
      favouriteChanges: new RateWindow({ windowMs: 60_000, max: limits.favouritesPerMinute }),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
