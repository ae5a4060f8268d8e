/**
 * Renames a TrueType font: its `name` table is replaced by one naming a new family (Windows Unicode
 * records), keeping the source's copyright, version and licence records, and the font is laid out
 * again with fresh checksums; every other table is copied byte for byte. The Reserved Font Names of
 * PT Sans and PT Serif (OFL 1.1) may not name a modified font, and a subset is one. Hand-written: the
 * npm font editors re-encode the whole font to change a name (fonteditor-core drops GSUB on the way).
 */

/** Name IDs: 0 copyright, 1 family, 2 subfamily, 3 unique ID, 4 full name, 5 version, 6 PostScript name, 13 licence, 14 licence URL. */
const KEPT_IDS = [0, 5, 14];

/** The licence record: the source's notice and the licence's name (its whole text is client/fonts/OFL.txt). */
const LICENCE = (copyright: string) =>
  `${copyright} This Font Software is licensed under the SIL Open Font License, Version 1.1. This license is available with a FAQ at: https://openfontlicense.org`;
const WINDOWS = { platform: 3, encoding: 1, language: 0x409 };

export interface FontNames {
  family: string;
  subfamily: string;
  postscript: string;
}

function tables(font: Buffer): Map<string, Buffer> {
  const count = font.readUInt16BE(4);
  const found = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const tag = font.toString('latin1', record, record + 4);
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    found.set(tag, font.subarray(offset, offset + length));
  }
  return found;
}

/** The Windows Unicode strings of a `name` table, by name ID. */
export function readNames(font: Buffer): Map<number, string> {
  const name = tables(font).get('name');
  const names = new Map<number, string>();
  if (!name) return names;
  const count = name.readUInt16BE(2);
  const storage = name.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const at = 6 + i * 12;
    const [platform, encoding, language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((d) =>
      name.readUInt16BE(at + d),
    ) as [number, number, number, number, number, number];
    if (platform !== WINDOWS.platform || encoding !== WINDOWS.encoding || language !== WINDOWS.language)
      continue;
    const bytes = Buffer.from(name.subarray(storage + offset, storage + offset + length));
    names.set(id, bytes.swap16().toString('utf16le'));
  }
  return names;
}

function nameTable(names: Map<number, string>): Buffer {
  const ids = [...names.keys()].sort((a, b) => a - b);
  const strings = ids.map((id) => Buffer.from(names.get(id) ?? '', 'utf16le').swap16());
  const header = Buffer.alloc(6 + ids.length * 12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(ids.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  ids.forEach((id, i) => {
    const at = 6 + i * 12;
    const bytes = strings[i] as Buffer;
    for (const [d, value] of [
      WINDOWS.platform,
      WINDOWS.encoding,
      WINDOWS.language,
      id,
      bytes.length,
      offset,
    ].entries())
      header.writeUInt16BE(value, at + d * 2);
    offset += bytes.length;
  });
  return Buffer.concat([header, ...strings]);
}

function checksum(bytes: Buffer): number {
  const padded = Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** `font` renamed; the kept records come from `source`, the font it was cut from (a subset keeps only IDs 0–6). */
export function renameFont(font: Buffer, names: FontNames, source: Buffer): Buffer {
  const kept = readNames(source);
  const next = new Map<number, string>();
  for (const id of KEPT_IDS) {
    const value = kept.get(id);
    if (value) next.set(id, value);
  }
  next.set(1, names.family);
  next.set(2, names.subfamily);
  next.set(3, `${names.family} ${names.subfamily}; ${kept.get(5) ?? ''}`);
  next.set(4, `${names.family} ${names.subfamily}`);
  next.set(6, names.postscript);
  const notice = kept.get(13)?.split(/\r?\n/)[0];
  if (notice) next.set(13, LICENCE(notice));
  const all = tables(font);
  all.set('name', nameTable(next));
  const head = Buffer.from(all.get('head') ?? Buffer.alloc(0));
  if (head.length < 12) throw new Error('the font has no head table');
  head.writeUInt32BE(0, 8);
  all.set('head', head);

  const tags = [...all.keys()].sort();
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= tags.length) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const directory = Buffer.alloc(12 + tags.length * 16);
  directory.writeUInt32BE(font.readUInt32BE(0), 0);
  directory.writeUInt16BE(tags.length, 4);
  directory.writeUInt16BE(searchRange * 16, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(tags.length * 16 - searchRange * 16, 10);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  tags.forEach((tag, i) => {
    const table = all.get(tag) as Buffer;
    const record = 12 + i * 16;
    directory.write(tag, record, 'latin1');
    directory.writeUInt32BE(checksum(table), record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.length, record + 12);
    const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const out = Buffer.concat([directory, ...bodies]);
  const headAt = out.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headAt + 8);
  return out;
}
