/**
 * Shared data on the server is deeply frozen (`server/cache/parsed-answers.ts`): a render that tried to
 * change it would throw at once instead of leaking into another request's page, and a frozen object
 * can key the server's block store by identity (`client/runtime/fragments`). What a loader derives from
 * such data is derived once per source object and frozen the same way (`derive`). In the browser the
 * data is not frozen and `derive` simply computes.
 */

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const derived = new WeakMap<object, Map<(source: never) => unknown, unknown>>();

/**
 * `compute(source)`, worked out once per frozen `source` and frozen; `compute` must be a module-level
 * function whose answer depends on `source` alone.
 */
export function derive<S extends object, T>(source: S, compute: (source: S) => T): T {
  if (!Object.isFrozen(source)) return compute(source);
  let bySource = derived.get(source);
  if (!bySource) {
    bySource = new Map();
    derived.set(source, bySource);
  }
  if (bySource.has(compute)) return bySource.get(compute) as T;
  const value = deepFreeze(compute(source));
  bySource.set(compute, value);
  return value;
}
