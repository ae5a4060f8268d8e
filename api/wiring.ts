/** The one place services meet their dependencies (STYLE: Ghost's service wiring). */
import { createItemsRepository } from './content/items-repository.ts';
import { createLibraryRepository } from './content/library-repository.ts';
import { createListsRepository } from './content/lists-repository.ts';
import { createContentService } from './content/service.ts';
import { createSiteRepository } from './content/site-repository.ts';
import type { Db } from './db/types.ts';
import { createEngagementRepository } from './engagement/repository.ts';
import { createEngagementService } from './engagement/service.ts';
import { createSearchRepository } from './search/repository.ts';
import { createSearchService } from './search/service.ts';

export function createServices(db: Db) {
  return {
    content: createContentService({
      lists: createListsRepository(db),
      items: createItemsRepository(db),
      library: createLibraryRepository(db),
      site: createSiteRepository(db),
    }),
    search: createSearchService({ search: createSearchRepository(db) }),
    engagement: createEngagementService({ engagement: createEngagementRepository(db) }),
  };
}

export type Services = ReturnType<typeof createServices>;
