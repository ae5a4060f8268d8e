/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, rows ended by CRLF, and
 * a field that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) prefixed with an apostrophe, so a reader's text in the audit log never runs in an
 * editor's spreadsheet (docs/desk.md#the-audit-log).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('');
}
