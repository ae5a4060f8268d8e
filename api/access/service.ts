/**
 * Special-project access (docs/product.md#content-and-engagement; docs/product.md#screens "Profile area"): the session user sends the questionnaire
 * and sees its state; one pending request at a time, none once the tool is open, and at most
 * `ACCESS_REQUESTS_PER_DAY` a day (R19). The acting user always comes from the token (R17): a body's
 * `user_id`/`userId` is logged when it names someone else and never used.
 */
import type { AccessAnswer } from '../../shared/schemas/access.ts';
import { ApiError } from '../errors.ts';
import type { ServiceLog } from '../service-log.ts';
import type { AccessMails } from './mails.ts';
import type { AccessRepository, Answers } from './repository.ts';

export interface NewRequest extends Answers {
  /** What the body claimed as the user: never the author (R17). */
  claimed?: unknown;
}

/** How many pending requests one listing shows at most. */
export const PENDING_LIST_MAX = 100;

export function createAccessService(deps: {
  requests: AccessRepository;
  mails: AccessMails;
  perDay: number;
  log?: ServiceLog;
}) {
  const { requests, mails, perDay, log } = deps;
  return {
    mine(userId: number): Promise<AccessAnswer> {
      return requests.mine(userId);
    },

    async request(userId: number, input: NewRequest): Promise<AccessAnswer> {
      if (input.claimed !== undefined && String(input.claimed) !== String(userId)) {
        log?.info({ userId, claimed: input.claimed }, 'access request user id ignored: not the session user');
      }
      const result = await requests.create(
        userId,
        { occupation: input.occupation, institution: input.institution, purpose: input.purpose },
        perDay,
      );
      if ('request' in result) return result;
      if (result.refused === 'granted') throw new ApiError('access_already_open');
      if (result.refused === 'pending') throw new ApiError('access_request_pending');
      throw new ApiError('rate_limited', { retryAfterSeconds: result.retryAfterSeconds });
    },

    pending() {
      return requests.pending(PENDING_LIST_MAX);
    },

    /** Grants or refuses a pending request and mails the user either way. */
    async decide(id: number, grant: boolean, reason: string | null, by: number | null = null) {
      const decided = await requests.decide(id, grant ? 'granted' : 'refused', grant ? null : reason, by);
      if (!decided || 'already' in decided) return decided;
      if (grant) mails.granted(decided.user);
      else mails.refused(decided.user, reason);
      return decided;
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
