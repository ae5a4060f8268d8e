/**
 * PGlite serves one statement at a time (R32). Work waits in this FIFO; a task that waited longer
 * than the limit is refused with `db_busy` (→ 503 + Retry-After) instead of queueing without bound.
 * The limit applies to waiting only: a task that has started runs to its end.
 */
import { ApiError } from '../errors.ts';

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class SerialQueue {
  readonly #waitLimitMs: number;
  readonly #waiting: Waiter[] = [];
  #busy = false;
  #idle: Promise<void> = Promise.resolve();
  #markIdle: () => void = () => {};

  constructor(waitLimitMs: number) {
    this.#waitLimitMs = waitLimitMs;
  }

  get pending(): number {
    return this.#waiting.length + (this.#busy ? 1 : 0);
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The next task starts before this one's caller resumes, so `pending` is exact for it.
      const start = () => {
        task().then(
          (value) => {
            this.#next();
            resolve(value);
          },
          (error: unknown) => {
            this.#next();
            reject(error);
          },
        );
      };
      if (!this.#busy) {
        this.#setBusy();
        start();
        return;
      }
      const waiter: Waiter = {
        start,
        timer: setTimeout(() => {
          const index = this.#waiting.indexOf(waiter);
          if (index >= 0) this.#waiting.splice(index, 1);
          reject(new ApiError('db_busy'));
        }, this.#waitLimitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  /** Resolves once nothing runs or waits. */
  whenIdle(): Promise<void> {
    return this.#idle;
  }

  #setBusy(): void {
    this.#busy = true;
    this.#idle = new Promise((resolve) => {
      this.#markIdle = resolve;
    });
  }

  #next(): void {
    const waiter = this.#waiting.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.start();
      return;
    }
    this.#busy = false;
    this.#markIdle();
  }
}
