/**
 * The store of rendered blocks (`client/app/fragments`): the HTML a render gave a `<Cached>` block,
 * already UTF-8, by the block's key (its name and deps), for the next render that names the same deps.
 * One per web server, bounded in bytes (`BLOCK_STORE_MAX_BYTES`, 0: none); a refreshed answer is a new
 * object, so its blocks get new keys and the old ones age out. The render's bookkeeping that fills it
 * and splices it into a page lives with the blocks (`client/app/fragments/fragment-store.ts`); the
 * server hands this store to each render that may use it.
 */
import { LRUCache } from 'lru-cache';
import type { BlockBytes } from '../../client/runtime/fragments/fragment-store.ts';

export class BlockStore implements BlockBytes {
  readonly #blocks: LRUCache<string, Buffer>;

  constructor(maxBytes: number) {
    this.#blocks = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      sizeCalculation: (bytes, key) => bytes.length + key.length,
    });
  }

  get(key: string): Buffer | undefined {
    return this.#blocks.get(key);
  }

  set(key: string, bytes: Buffer): void {
    this.#blocks.set(key, bytes);
  }

  get size(): number {
    return this.#blocks.size;
  }

  clear(): void {
    this.#blocks.clear();
  }
}

/** The store for a configured size, or none for 0 bytes. */
export function blockStore(maxBytes: number): BlockStore | undefined {
  return maxBytes > 0 ? new BlockStore(maxBytes) : undefined;
}
