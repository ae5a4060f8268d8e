/**
 * A circuit breaker per upstream route group (docs/rules.md R25; FOWLER, OPOSSUM). Closed, it counts
 * outcomes in a rolling window and opens when at least half of enough calls failed, or after a run of
 * timeouts. Open, it refuses calls at once, so a dead upstream costs a visitor nothing but the stale or
 * 503 path. After the open period one probe is let through (half-open): success closes the breaker,
 * failure opens it again.
 */
import type { Clock } from '../clock.ts';

export type BreakerState = 'closed' | 'open' | 'half-open';
/**
 * `ignored`: the call says nothing about the upstream (the visitor left before it ended, or the
 * upstream refused the caller's request with a 4xx).
 */
export type CallOutcome = 'success' | 'failure' | 'timeout' | 'ignored';

/**
 * What an upstream answer's status says about the upstream. A 5xx is its failure. A 4xx is the
 * caller's fault (bad input, no session, a limit reached): it never counts towards a breaker, neither
 * as a failure (ten bad requests must not open a feature for every visitor) nor as a success (a flood
 * of them must not hide real failures), and a probe answered with one decides nothing.
 */
export function outcomeOfStatus(status: number): CallOutcome {
  if (status >= 500) return 'failure';
  if (status >= 400) return 'ignored';
  return 'success';
}

export interface BreakerOptions {
  windowMs: number;
  minCalls: number;
  /** From 0 to 1: the share of failed calls in the window that opens the breaker. */
  failureRatio: number;
  consecutiveTimeouts: number;
  openMs: number;
}

export interface BreakerSnapshot {
  state: BreakerState;
  /** When the state last changed, as milliseconds ago. */
  changedMsAgo: number;
  callsInWindow: number;
  failuresInWindow: number;
  consecutiveTimeouts: number;
}

const BUCKETS = 10;

export class CircuitBreaker {
  readonly group: string;
  readonly #options: BreakerOptions;
  readonly #clock: Clock;
  readonly #onChange: (group: string, from: BreakerState, to: BreakerState) => void;
  #state: BreakerState = 'closed';
  #changedAt: number;
  #openedAt = 0;
  #probeInFlight = false;
  #timeoutRun = 0;
  /** Rolling window as BUCKETS slices: [slice number, calls, failures]. */
  readonly #buckets: Array<[number, number, number]> = Array.from({ length: BUCKETS }, () => [-1, 0, 0]);

  constructor(
    group: string,
    options: BreakerOptions,
    clock: Clock,
    onChange: (group: string, from: BreakerState, to: BreakerState) => void,
  ) {
    this.group = group;
    this.#options = options;
    this.#clock = clock;
    this.#onChange = onChange;
    this.#changedAt = clock.now();
  }

  get state(): BreakerState {
    return this.#state;
  }

  /** Whether a call may go upstream now; a `probe` must report its outcome before another is allowed. */
  tryAcquire(): { allowed: false } | { allowed: true; probe: boolean } {
    if (this.#state === 'closed') return { allowed: true, probe: false };
    if (this.#state === 'open') {
      if (this.#clock.now() - this.#openedAt < this.#options.openMs) return { allowed: false };
      this.#transition('half-open');
    }
    if (this.#probeInFlight) return { allowed: false };
    this.#probeInFlight = true;
    return { allowed: true, probe: true };
  }

  record(outcome: CallOutcome, probe: boolean): void {
    if (probe) {
      this.#probeInFlight = false;
      if (outcome === 'success') this.#close();
      else if (outcome !== 'ignored') this.#open();
      return;
    }
    if (outcome === 'ignored' || this.#state !== 'closed') return;
    this.#timeoutRun = outcome === 'timeout' ? this.#timeoutRun + 1 : 0;
    const bucket = this.#bucket();
    bucket[1] += 1;
    if (outcome !== 'success') bucket[2] += 1;
    const { calls, failures } = this.#window();
    const { minCalls, failureRatio, consecutiveTimeouts } = this.#options;
    if ((calls >= minCalls && failures / calls >= failureRatio) || this.#timeoutRun >= consecutiveTimeouts) {
      this.#open();
    }
  }

  snapshot(): BreakerSnapshot {
    const { calls, failures } = this.#window();
    return {
      state: this.#state,
      changedMsAgo: Math.round(this.#clock.now() - this.#changedAt),
      callsInWindow: calls,
      failuresInWindow: failures,
      consecutiveTimeouts: this.#timeoutRun,
    };
  }

  #slice(now: number): number {
    return Math.floor(now / (this.#options.windowMs / BUCKETS));
  }

  #bucket(): [number, number, number] {
    const slice = this.#slice(this.#clock.now());
    const bucket = this.#buckets[slice % BUCKETS] as [number, number, number];
    if (bucket[0] !== slice) {
      bucket[0] = slice;
      bucket[1] = 0;
      bucket[2] = 0;
    }
    return bucket;
  }

  #window(): { calls: number; failures: number } {
    const current = this.#slice(this.#clock.now());
    let calls = 0;
    let failures = 0;
    for (const [slice, sliceCalls, sliceFailures] of this.#buckets) {
      if (slice > current - BUCKETS) {
        calls += sliceCalls;
        failures += sliceFailures;
      }
    }
    return { calls, failures };
  }

  #open() {
    this.#openedAt = this.#clock.now();
    this.#transition('open');
  }

  #close() {
    for (const bucket of this.#buckets) bucket[0] = -1;
    this.#timeoutRun = 0;
    this.#transition('closed');
  }

  #transition(to: BreakerState) {
    const from = this.#state;
    if (from === to) return;
    this.#state = to;
    this.#changedAt = this.#clock.now();
    this.#onChange(this.group, from, to);
  }
}

/** One breaker per call group, made on first use (the group is the call id's prefix). */
export class BreakerBoard {
  readonly #breakers = new Map<string, CircuitBreaker>();
  readonly #options: BreakerOptions;
  readonly #clock: Clock;
  readonly #onChange: (group: string, from: BreakerState, to: BreakerState) => void;

  constructor(
    options: BreakerOptions,
    clock: Clock,
    onChange: (group: string, from: BreakerState, to: BreakerState) => void,
  ) {
    this.#options = options;
    this.#clock = clock;
    this.#onChange = onChange;
  }

  get(group: string): CircuitBreaker {
    let breaker = this.#breakers.get(group);
    if (!breaker) {
      breaker = new CircuitBreaker(group, this.#options, this.#clock, this.#onChange);
      this.#breakers.set(group, breaker);
    }
    return breaker;
  }

  /** Open and not yet due for a probe: a call now would be refused. */
  isOpen(group: string): boolean {
    return this.#breakers.get(group)?.state === 'open';
  }

  snapshot(): Record<string, BreakerSnapshot> {
    return Object.fromEntries([...this.#breakers].map(([group, breaker]) => [group, breaker.snapshot()]));
  }
}
