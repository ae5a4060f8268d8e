/**
 * Readers' text in admin listings is one safe line: line breaks folded, terminal escape
 * sequences and bidirectional overrides replaced, cut on a character (not a surrogate) boundary.
 */
import t from 'tap';
import { plainLine } from '../../../api/admin/plain-line.ts';

t.test('one line, no control characters or bidi overrides, cut by characters', async (t) => {
  t.equal(plainLine('  first\n\tsecond  '), 'first second');
  t.equal(plainLine('red \u001b[31mtext\u0007'), 'red \ufffd[31mtext\ufffd', 'escape sequences are defused');
  t.equal(plainLine('abc\u202edcba'), 'abc\ufffddcba', 'a right-to-left override is replaced');
  t.equal(plainLine('🎻'.repeat(5), 3), '🎻🎻🎻…', 'cut after three characters, not code units');
  t.equal(plainLine('short', 10), 'short');
});
