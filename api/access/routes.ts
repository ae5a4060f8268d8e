/**
 * The questionnaire's calls, registered from `shared/contract/access.ts`. Both need a session (401);
 * the user is the token's, whatever the body says (R17).
 */
import { accessCalls as calls } from '../../shared/contract/access.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { AccessService } from './service.ts';

export function registerAccessRoutes(registerCall: RegisterCall, access: AccessService): void {
  registerCall(calls['access.mine'], (_input, { user }) => access.mine(user.id));
  registerCall(calls['access.request'], ({ body }, { user }) =>
    access.request(user.id, {
      occupation: body.occupation,
      institution: body.institution,
      purpose: body.purpose,
      claimed: body.user_id ?? body.userId,
    }),
  );
}
