/** Which message a refused accounts call shows, and beside which field. */
import type { TFunction } from 'i18next';
import t from 'tap';
import { failureMessage } from '../../../../client/features/auth/messages.ts';

const tr = ((key: string, options?: { minutes?: number }) =>
  options?.minutes === undefined ? key : `${key}(${options.minutes})`) as unknown as TFunction;

t.test('a refusal about a field is said beside it', async (t) => {
  t.same(failureMessage(tr, { status: 404, code: 'no_account' }), {
    text: 'auth:messages.noAccount',
    field: 'email',
  });
  t.same(failureMessage(tr, { status: 401, code: 'invalid_credentials' }), {
    text: 'auth:messages.wrongPassword',
    field: 'password',
  });
  t.same(failureMessage(tr, { status: 400, code: 'validation_failed', field: 'email' }), {
    text: 'auth:messages.invalidEmail',
    field: 'email',
  });
  t.same(failureMessage(tr, { status: 400, code: 'pin_invalid' }), {
    text: 'auth:messages.pinInvalid',
    field: 'form',
  });
});

t.test('the rate limit names the minutes; anything else is generic or unavailable', async (t) => {
  t.same(failureMessage(tr, { status: 429, code: 'rate_limited', retryAfter: 300 }), {
    text: 'auth:messages.tooManyAttempts(5)',
    field: 'form',
  });
  t.equal(failureMessage(tr, { status: 400, code: 'something_new' }).text, 'auth:messages.generic');
  t.equal(failureMessage(tr, { status: 0, code: 'network' }).text, 'auth:messages.unavailable');
  t.equal(
    failureMessage(tr, { status: 503, code: 'upstream_unavailable' }).text,
    'auth:messages.unavailable',
  );
});
