/**
 * docs/rules.md R16: where the site may send a visitor back to. A target must be a path under a locale,
 * `^/(ru|en)(/[A-Za-z0-9._~%-]*)*$`, as it stands after the one decoding a query value gets; `//host`,
 * `/\host`, schemes, CR/LF and anything else fall back to `/ru`.
 */
const SAME_ORIGIN_PATH = /^\/(ru|en)(\/[A-Za-z0-9._~%-]*)*$/;
const MAX_TARGET_LENGTH = 512;
export const FALLBACK_TARGET = '/ru';

export function safeTarget(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_TARGET_LENGTH) return FALLBACK_TARGET;
  return SAME_ORIGIN_PATH.test(value) ? value : FALLBACK_TARGET;
}

/** A safe target with one query parameter added (targets carry no query of their own). */
export function withParam(target: string, name: string, value: string): string {
  return `${safeTarget(target)}?${new URLSearchParams({ [name]: value })}`;
}
