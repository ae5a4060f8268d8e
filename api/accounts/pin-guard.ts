/**
 * The limits on pin guessing (docs/rules.md R13): at most 10 failed pins per address an hour, and a
 * site-wide circuit: 200 failures in an hour refuse every pin for 15 minutes and raise an alert. A
 * pin that does not even have the shape of one counts as a failure like any other wrong guess.
 */

import { ApiError } from '../errors.ts';
import type { AccountsDeps } from './deps.ts';
import { SECRET_PATTERN } from './secrets.ts';
import { throttleKey } from './throttle.ts';

const GLOBAL_KEY = 'site';

export function createPinGuard(deps: Pick<AccountsDeps, 'rules' | 'throttle' | 'log'>) {
  const { rules, throttle, log } = deps;
  return {
    /** Refuses (429) before any lookup while the address or the site is over its limit. */
    async admit(ip: string): Promise<void> {
      await throttle.check(rules.pinFailuresGlobal, GLOBAL_KEY);
      await throttle.check(rules.pinFailures, throttleKey(ip));
    },

    /** Counts a failed pin and answers the catalogue's "invalid link" error to throw. */
    async failed(ip: string, purpose: string): Promise<ApiError> {
      await throttle.note(rules.pinFailures, throttleKey(ip));
      const global = await throttle.note(rules.pinFailuresGlobal, GLOBAL_KEY);
      log.info({ event: 'pin', outcome: 'failure', purpose }, 'pin refused');
      if (rules.pinFailuresGlobal.limit > 0 && global >= rules.pinFailuresGlobal.limit) {
        await throttle.lock(rules.pinFailuresGlobal.scope, GLOBAL_KEY, rules.pinGlobalLockoutSeconds);
        log.error(
          { event: 'pin', outcome: 'circuit_open', seconds: rules.pinGlobalLockoutSeconds },
          'too many failed pins site-wide: every pin is refused for a while',
        );
      }
      return new ApiError('pin_invalid', { field: 'pin' });
    },

    isWellFormed: (pin: string) => SECRET_PATTERN.test(pin),
  };
}

export type PinGuard = ReturnType<typeof createPinGuard>;
