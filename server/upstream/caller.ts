/**
 * Every contract call goes upstream through here (docs/rules.md R24, R25): its group's circuit breaker
 * decides whether it may go at all, one deadline covers all attempts, and an idempotent GET is retried
 * once, after a short random pause, when no connection could be made (a refused connect, or a kept-
 * alive connection the API had closed) or the API said 503. A timeout is never retried (the API is
 * slow, not gone), and a POST never is: the first attempt may have been applied.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type CallDef, callGroup } from '../../shared/contract/define.ts';
import { type BreakerBoard, type CallOutcome, outcomeOfStatus } from './breaker.ts';
import { callUpstream, type UpstreamResult } from './call.ts';
import { type Upstream, UpstreamFailure, type UpstreamFailureKind } from './client.ts';

export interface CallerOptions {
  upstream: Upstream;
  breakers: BreakerBoard;
  timeoutMs: number;
  retryDelayMs: { min: number; max: number };
  log: FastifyBaseLogger;
  random?: () => number;
}

export interface CallContext {
  /** Forwarded as `x-request-id`, so both tiers log one id (docs/operations.md). */
  requestId: string;
  /** Aborts the call when the visitor goes away. */
  signal?: AbortSignal;
  /** Headers of the session layer (the bearer token); never from the browser. */
  headers?: Record<string, string>;
}

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

const RETRYABLE: ReadonlySet<UpstreamFailureKind> = new Set(['unreachable', 'broken']);
/** Below this remaining budget a retry could not finish anyway. */
const MIN_RETRY_BUDGET_MS = 100;

function outcomeOfFailure(error: UpstreamFailure): CallOutcome {
  if (error.kind === 'aborted') return 'ignored';
  return error.kind === 'timeout' ? 'timeout' : 'failure';
}

export class UpstreamCaller {
  readonly #options: CallerOptions;
  readonly #random: () => number;

  constructor(options: CallerOptions) {
    this.#options = options;
    this.#random = options.random ?? Math.random;
  }

  async call(call: CallDef, input: CallInput, context: CallContext): Promise<UpstreamResult> {
    const { breakers, log } = this.#options;
    const group = callGroup(call);
    const breaker = breakers.get(group);
    const permit = breaker.tryAcquire();
    if (!permit.allowed) {
      log.debug({ reqId: context.requestId, call: call.id, group }, 'upstream call refused: circuit open');
      throw new UpstreamFailure('circuit_open');
    }
    let outcome: CallOutcome = 'failure';
    try {
      const result = await this.#attempts(call, input, context);
      outcome = outcomeOfStatus(result.status);
      if (outcome === 'failure') {
        log.warn(
          {
            reqId: context.requestId,
            call: call.id,
            status: result.ok ? result.status : result.code,
            upstreamStatus: result.ok ? undefined : result.unexpectedStatus,
          },
          'upstream answered with a failure',
        );
      }
      return result;
    } catch (error) {
      if (error instanceof UpstreamFailure) {
        outcome = outcomeOfFailure(error);
        if (outcome !== 'ignored') {
          log.warn({ reqId: context.requestId, call: call.id, kind: error.kind }, 'upstream call failed');
        }
      }
      throw error;
    } finally {
      breaker.record(outcome, permit.probe);
    }
  }

  async #attempts(call: CallDef, input: CallInput, context: CallContext): Promise<UpstreamResult> {
    const { upstream, timeoutMs, log } = this.#options;
    const started = performance.now();
    const maxAttempts = call.method === 'GET' ? 2 : 1;
    const headers = { 'x-request-id': context.requestId, ...context.headers };
    for (let attempt = 1; ; attempt += 1) {
      const remaining = timeoutMs - (performance.now() - started);
      let giveUp: () => UpstreamResult;
      try {
        const result = await callUpstream(upstream, call, {
          ...input,
          headers,
          signal: context.signal,
          timeoutMs: remaining,
        });
        if (result.ok || result.status !== 503 || attempt >= maxAttempts) return result;
        giveUp = () => result;
      } catch (error) {
        const retryable = error instanceof UpstreamFailure && RETRYABLE.has(error.kind);
        if (!retryable || attempt >= maxAttempts) {
          throw error;
        }
        giveUp = () => {
          throw error;
        };
      }
      const delay = this.#retryDelay();
      if (timeoutMs - (performance.now() - started) - delay < MIN_RETRY_BUDGET_MS) return giveUp();
      log.info({ reqId: context.requestId, call: call.id, attempt, delay }, 'retrying upstream GET');
      try {
        await sleep(delay, undefined, { signal: context.signal });
      } catch (error) {
        throw new UpstreamFailure('aborted', error);
      }
    }
  }

  #retryDelay(): number {
    const { min, max } = this.#options.retryDelayMs;
    const low = Math.min(min, max);
    return Math.round(low + this.#random() * (Math.max(min, max) - low));
  }
}
