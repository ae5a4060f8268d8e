/** The personal area's services, built once per API instance. */
import type { Db } from '../db/types.ts';
import { createHistoryRepository } from './history-repository.ts';
import { createProfileRepository } from './profile-repository.ts';
import { createProfileService } from './service.ts';

export function createProfile(db: Db) {
  return createProfileService({ history: createHistoryRepository(db), profile: createProfileRepository(db) });
}
