/**
 * The accounts calls' names (docs/product.md#validation): a first or last name may be left empty, but
 * one typed with no visible character (spaces, zero-width and direction marks only) is refused naming
 * its field, at registration and in account details alike.
 */
import t from 'tap';
import { callsById } from '../../../shared/contract/index.ts';
import { parseCallInput } from '../../../shared/contract/input.ts';

const register = callsById.get('accounts.register');
const update = callsById.get('accounts.updateProfile');
if (!register || !update) throw new Error('the contract lost a call these tests use');

const account = { email: 'hidden@example.org', password: 'kugel-2024-shtetl' };
// Zero-width spaces; a right-to-left override; an empty isolate; direction marks around a space; a
// zero-width space between wide spaces; the Hangul filler; a byte-order mark and a word joiner.
const INVISIBLE_NAMES =
  '\u200b\u200b|\u202e|\u2066\u2069|\u200e \u200f|\u00a0\u200b\u3000|\u3164|\ufeff\u2060'.split('|');

t.test('a name or surname with no visible character is refused, naming the field', async (t) => {
  for (const name of INVISIBLE_NAMES) {
    const label = JSON.stringify(name);
    t.match(
      parseCallInput(register, { body: { ...account, name } }),
      {
        ok: false,
        problem: { part: 'body', field: 'name' },
      },
      `registration, name ${label}`,
    );
    t.match(
      parseCallInput(register, { body: { ...account, surname: name } }),
      {
        ok: false,
        problem: { part: 'body', field: 'surname' },
      },
      `registration, surname ${label}`,
    );
    t.match(
      parseCallInput(update, { body: { name } }),
      {
        ok: false,
        problem: { part: 'body', field: 'name' },
      },
      `account details, name ${label}`,
    );
  }
});

t.test('names with a visible character pass, marks and all; an empty one means none given', async (t) => {
  for (const name of ['Анна', 'שלום', '\u202eАнна', 'Zoë', '\u200bЛев', '']) {
    t.ok(parseCallInput(register, { body: { ...account, name } }).ok, JSON.stringify(name));
    t.ok(parseCallInput(update, { body: { surname: name } }).ok, JSON.stringify(name));
  }
});
