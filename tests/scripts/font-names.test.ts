import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { readNames, renameFont } from '../../scripts/font-names.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const source = readFileSync(
  path.join(ROOT, 'node_modules/@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
);

function tableBytes(font: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let i = 0; i < font.readUInt16BE(4); i += 1) {
    const at = 12 + i * 16;
    const offset = font.readUInt32BE(at + 8);
    found.set(
      font.toString('latin1', at, at + 4),
      font.subarray(offset, offset + font.readUInt32BE(at + 12)),
    );
  }
  return found;
}

function sum(bytes: Buffer): number {
  let total = 0;
  for (let at = 0; at + 4 <= bytes.length; at += 4) total = (total + bytes.readUInt32BE(at)) >>> 0;
  return total;
}

t.test('a renamed font names its new family and keeps every other table byte for byte', async (t) => {
  const renamed = renameFont(
    source,
    { family: 'DA Sans', subfamily: 'Regular', postscript: 'DASans-Regular' },
    source,
  );
  const names = readNames(renamed);
  t.equal(names.get(1), 'DA Sans');
  t.equal(names.get(2), 'Regular');
  t.equal(names.get(4), 'DA Sans Regular');
  t.equal(names.get(6), 'DASans-Regular');
  t.equal(names.get(0), readNames(source).get(0), 'the copyright notice stays');
  t.match(names.get(13) ?? '', /SIL Open Font License, Version 1\.1/);
  const before = tableBytes(source);
  const after = tableBytes(renamed);
  t.same([...after.keys()].sort(), [...before.keys()].sort(), 'the same tables');
  for (const [tag, bytes] of before) {
    if (tag === 'name' || tag === 'head') continue;
    t.ok(bytes.equals(after.get(tag) as Buffer), `${tag} is unchanged`);
  }
  t.equal(sum(renamed), 0xb1b0afba, "the whole font's checksum is the one the format asks for");
  const directory = renamed.readUInt16BE(4);
  for (let i = 0; i < directory; i += 1) {
    const at = 12 + i * 16;
    const tag = renamed.toString('latin1', at, at + 4);
    if (tag === 'head') continue;
    const table = after.get(tag) as Buffer;
    const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
    t.equal(renamed.readUInt32BE(at + 4), sum(padded), `${tag}: its checksum`);
  }
});
