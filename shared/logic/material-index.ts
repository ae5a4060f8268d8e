/**
 * The active material of a course page (docs/product.md#states, docs/product.md#validation; docs/architecture.md#rendering): `#material=N` in the browser and
 * `?material=N` on the server select material N when N is a non-negative integer below the count;
 * anything else (negative, too large, not a number) selects the first.
 */
const INDEX = /^\d{1,9}$/;

export function materialIndex(raw: string | null | undefined, count: number): number {
  if (raw === null || raw === undefined || !INDEX.test(raw)) return 0;
  const index = Number(raw);
  return index < count ? index : 0;
}

export function materialIndexFromHash(hash: string, count: number): number {
  const match = /^#?material=([^&]*)$/.exec(hash);
  return materialIndex(match?.[1], count);
}

export function materialHash(index: number): string {
  return `#material=${index}`;
}
