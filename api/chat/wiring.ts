/** The support chat's service, built once per API instance. */

import { CHAT_WINDOW_SECONDS } from '../config/chat.ts';
import type { ApiConfig } from '../config/index.ts';
import type { Db } from '../db/types.ts';
import type { ServiceLog } from '../wiring.ts';
import { createChatRepository } from './repository.ts';
import { createChatService } from './service.ts';

export function createChat(db: Db, config: ApiConfig, log?: ServiceLog) {
  return createChatService({
    chat: createChatRepository(db),
    limit: { max: config.CHAT_MESSAGES_PER_10_MINUTES, windowSeconds: CHAT_WINDOW_SECONDS },
    log,
  });
}
