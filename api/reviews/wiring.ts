/** The reviews domain, built once per API instance. */
import type { ApiConfig } from '../config/index.ts';
import type { Db } from '../db/types.ts';
import { RateWindow } from '../engagement/rate-window.ts';
import type { ServiceLog } from '../wiring.ts';
import { createReviewsRepository } from './repository.ts';
import { createReviewsService } from './service.ts';

const HOUR_MS = 3_600_000;

export function createReviews(db: Db, config: ApiConfig, log?: ServiceLog) {
  const writes = new RateWindow({ windowMs: HOUR_MS, max: config.REVIEW_WRITES_PER_HOUR });
  return createReviewsService({
    reviews: createReviewsRepository(db),
    writeLimit: (userId) => writes.hit(`user:${userId}`),
    log,
  });
}
