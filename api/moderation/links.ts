/**
 * Whether a comment carries a link (a new account's first such comments wait for moderation):
 * an address with a scheme, one starting with `www.`, or a bare host on a common top-level domain
 * (`example.com/page`), which spammers write to slip past scheme checks.
 */
const SCHEME = /\b(?:https?|ftp):\/\/\S/i;
const WWW = /\bwww\.[\p{L}\p{N}-]+\.\p{L}/iu;
const BARE_HOST =
  /(?:^|[^\p{L}\p{N}@.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|biz|io|me|co|ru|su|рф|ua|by|kz|de|uk|xyz|top|site|online|link|ly|to|cc)(?![\p{L}\p{N}-])/iu;

export function containsLink(text: string): boolean {
  return SCHEME.test(text) || WWW.test(text) || BARE_HOST.test(text);
}
