/**
 * The review box without scripts (docs/product.md#content-and-engagement): the box's form posts here as a
 * plain HTML form, and this route makes the same review call the facade would (through the call gateway, with
 * the session's bearer token; the body's fields go through the contract's schemas), then answers 303 back to
 * the page the form was on with the outcome in `?review=…` (the box says it) and the box's fragment.
 *
 * A plain form cannot send the facade's AJAX marker (R14), so this route stands on the other two defences of
 * the OWASP CSRF cheat sheet: the request must come from this site by its `Origin` (or, without one,
 * `Sec-Fetch-Site: same-origin`; browsers send `Origin` with every form POST), and the session cookie is
 * `SameSite=Lax`, which a cross-site POST does not carry. Only reviews' save and delete are reachable here,
 * never another call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { reviewsCalls } from '../../shared/contract/reviews.ts';
import { isLocale } from '../../shared/locales.ts';
import { outcomeOfStatus, REVIEW_FORM_PATH, type ReviewOutcome } from '../../shared/logic/review-form.ts';
import { REVIEW_BOX_ID } from '../../shared/logic/reviews.ts';
import { href } from '../../shared/routes/href.ts';
import { ReviewParams } from '../../shared/schemas/reviews.ts';
import { WebError } from '../errors.ts';
import { callForRoute } from '../gateway/http.ts';

/** R23: a rating and a comment of at most 2 000 characters, percent-encoded (up to 12 bytes each). */
const FORM_BODY_LIMIT_BYTES = 32 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface ReviewFormOptions {
  /** Where writes may come from (`Config.siteOrigins`). */
  siteOrigins: readonly string[];
  isSignedIn: (request: FastifyRequest) => boolean;
  /** What the session adds to a call upstream (the bearer token), never taken from the browser. */
  upstreamHeaders: (request: FastifyRequest, call: CallDef) => Record<string, string>;
}

/** The form came from this site: its Origin is one of the site's, or the browser says same-origin. */
function assertSameOriginForm(request: FastifyRequest, siteOrigins: readonly string[]): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const sameSite = origin !== undefined ? siteOrigins.includes(origin) : site === 'same-origin';
  if (!sameSite || site === 'cross-site' || site === 'same-site') {
    request.log.warn({ expected: siteOrigins, received: origin, site }, 'cross-site review form refused');
    throw new WebError('foreign_origin');
  }
}

/** A form field's one value (a repeated field is not a value this form sends). */
function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

export async function reviewFormRoutes(app: FastifyInstance, options: ReviewFormOptions) {
  const { siteOrigins, isSignedIn, upstreamHeaders } = options;

  app.post(REVIEW_FORM_PATH, { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (request, reply) => {
    const { locale, ...rest } = request.params as Record<string, string>;
    const params = ReviewParams.safeParse(rest);
    if (!isLocale(locale) || !params.success) throw new WebError('not_found');
    assertSameOriginForm(request, siteOrigins);
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== FORM_TYPE) throw new WebError('unsupported_media_type');
    const body = (request.body ?? {}) as Record<string, unknown>;

    const { slug } = params.data;
    const page =
      field(body, 'back') === 'profile'
        ? href('profile-reviews', locale)
        : `${href(params.data.type === 'materials' ? 'material' : 'course', locale, { slug })}`;
    const back = (outcome: ReviewOutcome) =>
      reply
        .header('Cache-Control', 'no-store')
        .redirect(
          `${page}?review=${outcome}${field(body, 'back') === 'profile' ? '' : `#${REVIEW_BOX_ID}`}`,
          303,
        );

    if (!isSignedIn(request)) return back('sign_in');
    const deleting = field(body, 'intent') === 'delete';
    const call = deleting ? reviewsCalls['reviews.delete'] : reviewsCalls['reviews.save'];
    const rating = field(body, 'rating');
    const text = field(body, 'text');
    // A rating comes as text: only digits become a number, anything else is refused by the schema.
    const raw = deleting
      ? { lang: locale }
      : {
          rating: rating !== undefined && /^\d{1,2}$/.test(rating) ? Number(rating) : rating,
          lang: locale,
          ...(text ? { text } : {}),
        };
    const verdict = app.contentLayer.gateway.parse(call, { params: params.data, body: raw });
    if (!verdict.ok) return back('invalid');
    const outcome = await callForRoute(
      app,
      request,
      reply,
      call,
      verdict.input,
      upstreamHeaders(request, call),
    );
    if (!outcome.ok) return back(outcomeOfStatus(outcome.status));
    return back(deleting ? 'deleted' : 'saved');
  });
}
