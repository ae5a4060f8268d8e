/**
 * Password hashing (docs/rules.md R10): argon2id with m = 19 MiB, t = 2, p = 1 (the library's defaults,
 * written out so a change is deliberate), on libuv's thread pool with at most `concurrency` hashes at a
 * time. Further work waits in a bounded queue; past its bound the caller gets 503 instead of a backlog
 * that would starve everything else (R33). Callers check their rate limits and the input's length
 * before they come here.
 */
import { hash, verify } from '@node-rs/argon2';
import { ApiError } from '../errors.ts';

const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed stored hash. */
  verify(stored: string, password: string): Promise<boolean>;
  /** Spends the time of one verification without any account (R12: unknown e-mails cost the same). */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(options: { concurrency: number; queueMax: number }): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= options.concurrency) {
      if (waiting.length >= options.queueMax) throw new ApiError('hashing_busy');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  // A real hash of a random string, so the dummy verification runs the same parameters.
  const dummy = hash(crypto.randomUUID(), ARGON2);

  return {
    hash: (password) => slot(() => hash(password, ARGON2)),
    verify: (stored, password) => slot(() => verify(stored, password).catch(() => false)),
    async verifyNothing(password) {
      const stored = await dummy;
      await slot(() => verify(stored, password).catch(() => false));
    },
  };
}
