/**
 * The digest's one-click unsubscribe on the site (docs/follows.md#leaving). `POST /{locale}/unsubscribe?token=…`
 * takes both the RFC 8058 one-click POST a mail program sends (`List-Unsubscribe=One-Click`, from
 * anywhere: it carries no cookie) and the plain form of the unsubscribe page, which works without
 * JavaScript and without signing in. The signed token names the reader and can do nothing but stop
 * their digest, so no session, AJAX marker or same-origin check guards it (a forged request needs the
 * reader's token, and then stops only what the reader could stop). A GET only shows the page: mail
 * scanners open links, and opening must not unsubscribe.
 */
import type { FastifyInstance } from 'fastify';
import { followsCalls } from '../../shared/contract/follows.ts';
import { isLocale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/href.ts';
import { WebError } from '../errors.ts';
import { callForRoute } from '../gateway/http.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

export async function unsubscribeRoutes(app: FastifyInstance) {
  app.post('/:locale/unsubscribe', { bodyLimit: 1024 }, async (request, reply) => {
    const { locale } = request.params as { locale: string };
    if (!isLocale(locale)) throw new WebError('not_found');
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== FORM_TYPE) throw new WebError('unsupported_media_type');
    const token = (request.query as Record<string, unknown>).token;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const oneClick = body['List-Unsubscribe'] === 'One-Click';
    const call = followsCalls['digest.unsubscribe'];
    const verdict = app.contentLayer.gateway.parse(call, { body: { token } });
    const outcome = verdict.ok ? await callForRoute(app, request, reply, call, verdict.input) : undefined;
    const done = outcome?.ok === true;
    reply.header('Cache-Control', 'no-store');
    if (oneClick)
      return reply
        .code(done ? 200 : 404)
        .type('text/plain')
        .send(done ? 'unsubscribed' : 'not found');
    return reply.redirect(`${href('digest-unsubscribe', locale)}?${done ? 'done=1' : 'invalid=1'}`, 303);
  });
}
