/**
 * Whether a request declares JSON in a charset other than UTF-8 (RFC 8259 §8.1: JSON between systems
 * is UTF-8). Both tiers read every JSON body as UTF-8, so `application/json; charset=windows-1251`
 * would be decoded wrongly, not converted: it is refused with 415 instead. No charset, or UTF-8 in
 * any spelling (`utf-8`, `UTF8`, quoted), is JSON as it should be.
 */
export function declaresForeignJsonCharset(contentType: string | undefined): boolean {
  if (!contentType?.includes(';')) return false;
  const [type, ...parameters] = contentType.split(';');
  if (type?.trim().toLowerCase() !== 'application/json') return false;
  for (const parameter of parameters) {
    const separator = parameter.indexOf('=');
    if (separator < 0 || parameter.slice(0, separator).trim().toLowerCase() !== 'charset') continue;
    const charset = parameter
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return true;
  }
  return false;
}
