/**
 * The time source of the caches and the circuit breaker, in milliseconds. Only differences matter, so
 * it is monotonic; tests inject their own to move through TTLs without sleeping (docs/rules.md R35).
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => performance.now() };
