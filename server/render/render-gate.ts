/**
 * Renders shed instead of queued (docs/rules.md R29, S2). A render (a page per request, or a page-cache
 * fill), and a call the facade makes with the reader's token (`facade/routes.ts`: per-request work too,
 * which on the embedded database queues in front of it), takes one of RENDER_CONCURRENCY slots for as long as it runs; when none is free it may wait in a short queue (RENDER_QUEUE_MAX, at most
 * RENDER_QUEUE_TIMEOUT_MS), and past that it is refused at once (`RenderShed`), which the page layer
 * answers with the localized 503 page and Retry-After. Without this, 200 connections of signed-in
 * pages all rendered at once, each slower for the others: p99 7.7 s and clients timing out.
 *
 * The limit is a CPU limit: while the event loop is not busy (`busy`), the renders holding the slots are
 * waiting on data, not on the CPU, and refusing visitors then would turn a slow upstream into an outage
 * of every page; renders are then admitted past it, up to RENDER_CONCURRENCY + RENDER_QUEUE_MAX at once
 * (so a burst that arrives while the loop was still idle cannot start hundreds), and the upstream
 * deadlines bound them (R24).
 */
import type { RenderFunction } from './ssr-module.ts';

/** The render was refused: every slot was taken and the queue full or waited out. */
export class RenderShed extends Error {
  override name = 'RenderShed';
}

export interface RenderGateOptions {
  concurrency: number;
  queueMax: number;
  queueTimeoutMs: number;
  /** Whether the CPU is saturated now (the limit applies only then). */
  busy: () => boolean;
}

interface Waiter {
  admit: () => void;
  refuse: (error: unknown) => void;
}

export class RenderGate {
  readonly #options: RenderGateOptions;
  #active = 0;
  readonly #queue = new Set<Waiter>();
  #shed = 0;

  constructor(options: RenderGateOptions) {
    this.#options = options;
  }

  /** Resolves when the render may start; rejects with RenderShed (or the signal's reason). */
  enter(signal?: AbortSignal): Promise<void> {
    const { concurrency, queueMax, queueTimeoutMs } = this.#options;
    if (this.#active < concurrency || this.#idleRoom()) {
      this.#active += 1;
      return Promise.resolve();
    }
    if (this.#queue.size >= queueMax) return this.#refuse();
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        this.#queue.delete(waiter);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        admit: () => {
          done();
          resolve();
        },
        refuse: (error) => {
          done();
          reject(error);
        },
      };
      const onAbort = () => waiter.refuse(signal?.reason);
      const timer = setTimeout(() => {
        if (this.#idleRoom()) {
          this.#active += 1;
          waiter.admit();
        } else {
          this.#shed += 1;
          waiter.refuse(new RenderShed('render queue waited out'));
        }
      }, queueTimeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.add(waiter);
    });
  }

  /** Frees a slot, handing it to the longest waiter when there is one. */
  leave(): void {
    const next = this.#queue.values().next();
    if (!next.done) next.value.admit();
    else this.#active = Math.max(0, this.#active - 1);
  }

  stats() {
    return { active: this.#active, queued: this.#queue.size, shed: this.#shed };
  }

  /** Room past the limit: the CPU is not busy and fewer than concurrency + queue length run. */
  #idleRoom(): boolean {
    const { concurrency, queueMax, busy } = this.#options;
    return this.#active < concurrency + queueMax && !busy();
  }

  #refuse(): Promise<never> {
    this.#shed += 1;
    return Promise.reject(new RenderShed('render queue full'));
  }
}

/**
 * The render function behind the gate. The slot is held until the render settles: the whole document
 * for most pages (a string render), the shell for a page that streams deferred data, whose remaining
 * blocks then render outside the limit. Holding it until the body has been sent would tie the slot to
 * a consumer: a body never read (its reply already ended by the handler timeout, say) would keep it.
 */
export function gatedRender(render: RenderFunction, gate: RenderGate): RenderFunction {
  return async (input) => {
    await gate.enter(input.request.signal);
    try {
      return await render(input);
    } finally {
      gate.leave();
    }
  };
}
