/**
 * The like cookie (docs/product.md#content-and-engagement: one like per item per browser; docs/rules.md R19,
 * R26). The facade forwards the browser's like cookie to the content API as `x-visitor-id`, on a like and on
 * the like-state call. A browser without one gets a fresh random id on the like-state call its like button
 * makes when it hydrates, so the browser's first like already carries it; the id is set as the cookie on
 * that call's own answer (a per-browser JSON answer that is never stored, never a page, so no shared page
 * ever carries a Set-Cookie). A like that still comes without a cookie (a client that drops cookies, or a
 * script) also gets a fresh id, and the API is told the id is new (`x-visitor-new`): such a like counts once
 * per address and item a day, so dropping the cookie adds nothing. Likes and shares also carry the
 * visitor's address, which the API uses as a flood limit: the web tier is the proxy the API trusts for
 * `x-forwarded-for`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';

export const LIKE_COOKIE = 'like_vid';
export const SECURE_LIKE_COOKIE = `__Secure-${LIKE_COOKIE}`;
/** The API's own rule for the header (api/engagement/routes.ts) accepts these ids. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Calls counted per visitor address by the API. */
const PER_ADDRESS_CALLS: ReadonlySet<string> = new Set(['likes.increase', 'shares.increase']);

type HeadersOf = (request: FastifyRequest, call: CallDef) => Record<string, string>;

export function likeVisitor(options: { secure: boolean }) {
  const name = options.secure ? SECURE_LIKE_COOKIE : LIKE_COOKIE;
  const fresh = new WeakMap<FastifyRequest, string>();

  const knownId = (request: FastifyRequest): string | undefined => {
    const id = request.cookies[name];
    return id && VISITOR_ID.test(id) ? id : undefined;
  };

  const mint = (request: FastifyRequest): string => {
    const id = randomBytes(16).toString('base64url');
    fresh.set(request, id);
    return id;
  };

  const headers: HeadersOf = (request, call) => {
    if (call.id === 'likes.state') {
      // The button's state: this browser's id when it has one; else the id its first like will carry.
      return { 'x-visitor-id': knownId(request) ?? mint(request) };
    }
    if (!PER_ADDRESS_CALLS.has(call.id)) return {};
    const out: Record<string, string> = { 'x-forwarded-for': request.ip };
    if (call.id !== 'likes.increase') return out;
    let id = knownId(request);
    if (!id) {
      id = mint(request);
      // No cookie came: the API counts such a like once per address, item and day, so a client that
      // drops the cookie adds nothing by liking again (api/engagement/service.ts).
      out['x-visitor-new'] = '1';
    }
    out['x-visitor-id'] = id;
    return out;
  };

  return {
    /** Adds the visitor's headers to what the session layer sends for a call. */
    withVisitor(base: HeadersOf): HeadersOf {
      return (request, call) => ({ ...base(request, call), ...headers(request, call) });
    },

    /** Sets a new visitor's cookie on a successful like or like-state answer. */
    register(app: FastifyInstance) {
      app.addHook('onSend', async (request, reply) => {
        const id = fresh.get(request);
        if (!id || reply.statusCode >= 300) return;
        reply.setCookie(name, id, {
          path: '/api',
          maxAge: ONE_YEAR_SECONDS,
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secure,
        });
      });
    },
  };
}
