/**
 * Special-project access (docs/product.md#content-and-engagement): the session user's questionnaire and its state. Both calls need a
 * session and take no user id: whose request is read or written comes from the token alone (R17).
 * Administrators decide by admin command (`api/admin/access-commands.ts`), never through these.
 */
import { AccessAnswer, AccessRequestBody } from '../schemas/access.ts';
import { defineCall, SMALL_BODY_LIMIT_BYTES } from './define.ts';

export const accessCalls = {
  'access.mine': defineCall({
    id: 'access.mine',
    method: 'GET',
    path: '/api/user/special-access',
    summary: "The session user's latest special-project access request and their card access",
    response: AccessAnswer,
    auth: 'required',
  }),
  'access.request': defineCall({
    id: 'access.request',
    method: 'POST',
    path: '/api/user/special-access',
    summary: 'Send the special-project questionnaire (one pending request at a time)',
    body: AccessRequestBody,
    bodyEncoding: 'json',
    bodyLimit: SMALL_BODY_LIMIT_BYTES,
    response: AccessAnswer,
    auth: 'required',
  }),
} as const;
