/**
 * The educators' calls, each registered from its definition in `shared/contract/educators.ts`. Every
 * call needs a session (401); the hashtag reads also need card access (403), checked before any read.
 */
import { educatorsCalls as calls } from '../../shared/contract/educators.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { EducatorsService } from './service.ts';

export function registerEducatorsRoutes(registerCall: RegisterCall, educators: EducatorsService): void {
  registerCall(calls['hashtags.search'], async ({ body }, { user }) => {
    await educators.assertAccess(user.id);
    return educators.suggest(body.lang, body.q);
  });
  registerCall(calls['hashtags.data'], async ({ body }, { user }) => {
    await educators.assertAccess(user.id);
    return educators.search(body.lang, body.htid);
  });
  registerCall(calls['hashtags.byCategory'], async (_input, { user }) => {
    await educators.assertAccess(user.id);
    // The product's call names no language: the tool is Russian only (docs/product.md#screens).
    return educators.byCategoryName('ru');
  });
  registerCall(calls['hashtags.all'], async ({ body }, { user }) => {
    await educators.assertAccess(user.id);
    return body.groupe_by_category === 1 ? educators.categories('ru') : educators.flat('ru');
  });
  registerCall(calls['educators.message'], ({ body }, { user }) =>
    educators.sendMessage(user.id, body.messageText),
  );
  registerCall(calls['hashtags.catalogue'], async ({ query }, { user }) => {
    await educators.assertAccess(user.id);
    return educators.categories(query.lang);
  });
  registerCall(calls['hashtags.results'], async ({ query }, { user }) => {
    await educators.assertAccess(user.id);
    return educators.search(query.lang, query.htid);
  });
}
