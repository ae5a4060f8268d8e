/**
 * Carries cache drops between web instances (docs/operations.md#scale-out): a write through one instance
 * drops the tags it changed on every instance's content and page caches. The carrier is PostgreSQL's
 * `LISTEN/NOTIFY` on the database the instances already share (`SHARED_STATE_URL`), so there is no broker of
 * our own: one connection per instance listens, and the same connection sends.
 *
 * Without a shared database (one process, PGlite) the bus is local: the instance's own drop is all there is.
 * An instance that loses its connection says so (`state`, `/readyz`, `/metrics`) and its layer falls back to
 * short lifetimes until the connection is back, since drops sent meanwhile never reach it; its own drops wait
 * and go out when it reconnects.
 *
 * A message is `{"from": instance, "tags": [...]}`; an instance ignores its own (it dropped locally already).
 * The tag `*` means everything (a content import).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DROP_ALL, DROP_CHANNEL, dropPayloads, parseDrop } from '../../shared/cache-drops.ts';

export { DROP_ALL, DROP_CHANNEL, dropPayloads, parseDrop };

/** `local`: no shared database (one instance); `connected`; `lost`: drops from others may be missed. */
export type BusState = 'local' | 'connected' | 'lost';

export interface DropBus {
  readonly state: BusState;
  /** Tells every other instance to drop these tags; never blocks, never throws. */
  publish(tags: readonly string[]): void;
  close(): Promise<void>;
}

export interface BusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BusHandlers {
  /** Tags another instance dropped. */
  onDrop(tags: string[]): void;
  onState(state: BusState): void;
}

export const localBus: DropBus = {
  state: 'local',
  publish() {},
  close: async () => {},
};

/** Drops waiting for a lost connection beyond this collapse into one drop of everything. */
const MAX_PENDING_TAGS = 5000;

export interface PostgresBusOptions {
  url: string;
  log: BusLog;
  handlers: BusHandlers;
  /** First reconnect delay, doubled up to `reconnectMaxMs`. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** A ping (`SELECT 1`) this often finds a connection that died without a word. */
  pingMs?: number;
}

export class PostgresDropBus implements DropBus {
  readonly id = randomUUID();
  #state: BusState = 'lost';
  #client: pg.Client | null = null;
  #closed = false;
  #pending = new Set<string>();
  #retryMs: number;
  #retryTimer: NodeJS.Timeout | undefined;
  #pingTimer: NodeJS.Timeout | undefined;
  readonly #options: Required<PostgresBusOptions>;

  constructor(options: PostgresBusOptions) {
    this.#options = { reconnectMinMs: 250, reconnectMaxMs: 5000, pingMs: 5000, ...options };
    this.#retryMs = this.#options.reconnectMinMs;
  }

  get state(): BusState {
    return this.#state;
  }

  /** Connects once; a failure leaves the bus `lost` and retrying, never stops the instance. */
  async start(): Promise<void> {
    await this.#connect();
    if (this.#state === 'lost') {
      this.#options.log.warn(
        {},
        'cache drop channel unreachable at start: short cache lifetimes until it is',
      );
      this.#options.handlers.onState('lost');
    }
    this.#pingTimer = setInterval(() => this.#ping(), this.#options.pingMs);
    this.#pingTimer.unref();
  }

  publish(tags: readonly string[]): void {
    if (this.#closed || tags.length === 0) return;
    const client = this.#client;
    if (this.#state !== 'connected' || !client) {
      this.#keep(tags);
      return;
    }
    for (const payload of dropPayloads(this.id, tags)) {
      client.query('SELECT pg_notify($1, $2)', [DROP_CHANNEL, payload]).catch((error: Error) => {
        this.#keep(tags);
        this.#lose(client, error);
      });
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#pingTimer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #keep(tags: readonly string[]) {
    if (this.#pending.has(DROP_ALL)) return;
    for (const tag of tags) this.#pending.add(tag);
    if (this.#pending.size > MAX_PENDING_TAGS) this.#pending = new Set([DROP_ALL]);
  }

  #setState(state: BusState) {
    if (this.#state === state) return;
    this.#state = state;
    this.#options.handlers.onState(state);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.#options.url,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      application_name: 'da-web-cache-bus',
    });
    client.on('error', (error) => this.#lose(client, error));
    client.on('end', () => this.#lose(client, new Error('connection ended')));
    this.#client = client;
    client.on('notification', (message) => {
      if (message.channel !== DROP_CHANNEL) return;
      const tags = parseDrop(message.payload, this.id);
      if (tags) this.#options.handlers.onDrop(tags);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${DROP_CHANNEL}`);
    } catch (error) {
      this.#lose(client, error as Error);
      return;
    }
    if (this.#closed || this.#client !== client) {
      await client.end().catch(() => {});
      return;
    }
    this.#retryMs = this.#options.reconnectMinMs;
    this.#options.log.info({ channel: DROP_CHANNEL }, 'cache drop channel connected');
    this.#setState('connected');
    if (this.#pending.size > 0) {
      const pending = [...this.#pending];
      this.#pending.clear();
      this.publish(pending);
    }
  }

  #lose(client: pg.Client, error: Error) {
    if (this.#closed) return;
    // Several events report one loss (error, then end): only the current client's first one counts.
    if (client !== this.#client) return;
    this.#client = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (this.#state !== 'lost') {
      this.#options.log.warn(
        { err: error.message },
        'cache drop channel lost: short cache lifetimes until it is back',
      );
    }
    this.#setState('lost');
    const delay = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, this.#options.reconnectMaxMs);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#connect();
    }, delay);
    this.#retryTimer.unref();
  }

  #ping() {
    const client = this.#client;
    if (!client || this.#state !== 'connected') return;
    let answered = false;
    const timer = setTimeout(() => {
      if (!answered) this.#lose(client, new Error('ping unanswered'));
    }, 3000);
    timer.unref();
    client.query('SELECT 1').then(
      () => {
        answered = true;
        clearTimeout(timer);
      },
      (error: Error) => {
        answered = true;
        clearTimeout(timer);
        this.#lose(client, error);
      },
    );
  }
}
