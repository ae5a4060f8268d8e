/**
 * The browser's compact call table reads back into exactly the wire facts of the contract, the desk's
 * part and the site's, a body encoding included where a call has one.
 */
import t from 'tap';
import { wireLines, wireTable } from '../../../shared/contract/wire.ts';
import { readWireLines } from '../../../shared/contract/wire-lines.ts';

for (const part of ['site', 'desk'] as const) {
  t.test(`the ${part}'s lines read back into its table`, async (t) => {
    const table = wireTable(part);
    t.ok(Object.keys(table).length > 0, 'the part has calls');
    // As the bundle carried the table before (JSON drops the keys left undefined).
    t.strictSame(readWireLines(wireLines(part)), JSON.parse(JSON.stringify(table)));
  });
}

t.test('a call with a body encoding keeps it, one without has none', async (t) => {
  const table = readWireLines({ 'a.form': 'POST /api/a form', 'b.get': 'GET /api/b/:slug' });
  t.equal(table['a.form']?.bodyEncoding, 'form');
  t.notOk('bodyEncoding' in (table['b.get'] ?? {}), 'no key at all');
  t.equal(table['b.get']?.path, '/api/b/:slug');
});
