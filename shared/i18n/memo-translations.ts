/**
 * Translations looked up once per instance: i18next resolves every `t()` call afresh (namespace,
 * fallbacks, plural suffix, interpolation), which was a sixth of a page render's time. An instance here
 * serves one locale for its whole life and its resources never change after init, so the answer for a
 * key, or a key with only a count, is fixed and can be remembered. Calls with other options (values to
 * interpolate, `returnObjects`, a context…) go to i18next unchanged.
 */
import type { i18n, TFunction } from 'i18next';

/** Plenty for every key times the counts pages show; past it the memory starts over, never grows. */
const MAX_REMEMBERED = 20_000;

type Lookup = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

function onlyCount(options: object): number | null {
  const keys = Object.keys(options);
  if (keys.length !== 1 || keys[0] !== 'count') return null;
  const count = (options as { count: unknown }).count;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

function rememberingT(original: TFunction, remembered: Map<string, unknown>): TFunction {
  const lookup = original as unknown as Lookup;
  const memo: Lookup = (key, options, ...rest) => {
    if (typeof key !== 'string' || rest.length > 0) return lookup(key, options, ...rest);
    let id: string;
    if (options === undefined) id = key;
    else if (typeof options === 'object' && options !== null) {
      const count = onlyCount(options);
      if (count === null) return lookup(key, options);
      id = `${key}\u0000${count}`;
    } else return lookup(key, options);
    let value = remembered.get(id);
    if (value === undefined) {
      value = lookup(key, options);
      if (typeof value !== 'string') return value;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(id, value);
    }
    return value;
  };
  // i18next's fixed t carries its language, namespace and prefix; react-i18next may read them.
  return Object.assign(memo, {
    lng: (original as unknown as { lng?: unknown }).lng,
    ns: (original as unknown as { ns?: unknown }).ns,
    keyPrefix: (original as unknown as { keyPrefix?: unknown }).keyPrefix,
  }) as unknown as TFunction;
}

/** Makes `getFixedT` (what `useTranslation` calls) hand out remembering functions, one per scope. */
export function rememberTranslations(instance: i18n): i18n {
  const getFixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  const scopes = new Map<string, TFunction>();
  instance.getFixedT = ((...args: unknown[]) => {
    const [lng, ns, keyPrefix, options] = args;
    if (typeof keyPrefix === 'function' || args.length > 4) return getFixedT(...args);
    const scopeNs = (options as { scopeNs?: unknown } | undefined)?.scopeNs ?? null;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, scopeNs]);
    let fixed = scopes.get(scope);
    if (!fixed) {
      fixed = rememberingT(getFixedT(...args), new Map());
      scopes.set(scope, fixed);
    }
    return fixed;
  }) as typeof instance.getFixedT;
  return instance;
}
