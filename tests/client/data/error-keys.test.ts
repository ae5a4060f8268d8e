/** One table from the API's error codes to the messages every form shows. */
import t from 'tap';
import { ERROR_KEYS, errorKey, minutesToWait } from '../../../client/data/error-keys.ts';
import { resources } from '../../../shared/i18n/resources.ts';

t.test("a form's own wording first, then the table, else the form's fallback", async (t) => {
  t.equal(errorKey('duplicate_comment', 'comments.failed'), 'content:comments.duplicate');
  t.equal(
    errorKey('rate_limited', 'comments.failed', { rate_limited: 'comments.rateLimited' }),
    'comments.rateLimited',
  );
  t.equal(errorKey('foreign_origin', 'failed', { foreign_origin: 'foreignOrigin' }), 'foreignOrigin');
  t.equal(errorKey('foreign_origin', 'failed'), 'http:foreignOrigin');
  t.equal(errorKey('something_new', 'form.failed'), 'form.failed');
  t.equal(errorKey(undefined, 'form.failed'), 'form.failed');
});

t.test('a write that found no network is refused in words of its own, in every form', async (t) => {
  t.equal(errorKey('offline', 'comments.failed'), 'offline:refused');
  t.equal(errorKey('offline', 'status.failed', { foreign_origin: 'status.foreign' }), 'offline:refused');
});

t.test('Retry-After is said in whole minutes, at least one', async (t) => {
  t.equal(minutesToWait({ retryAfter: 600 }), 10);
  t.equal(minutesToWait({ retryAfter: 61 }), 2);
  t.equal(minutesToWait({ retryAfter: 5 }), 1);
  t.equal(minutesToWait({}), 1, 'a minute when the header was missing');
});

t.test('every key of the table has its text in both languages', async (t) => {
  for (const [locale, catalogue] of Object.entries(resources)) {
    for (const [code, key] of Object.entries(ERROR_KEYS)) {
      const [namespace = '', path = ''] = key.split(':');
      let text: unknown = (catalogue as Record<string, unknown>)[namespace];
      for (const part of path.split('.')) text = (text as Record<string, unknown> | undefined)?.[part];
      t.type(text, 'string', `${locale}: ${code} → ${key}`);
    }
  }
});
