/**
 * SSR knows the user (docs/architecture.md#sessions-and-accounts): a page requested with a session cookie
 * renders with a data source that sends the session's bearer token on calls whose `auth` is optional or
 * required (the user call of the root loader, first of all); every other call goes through the page's own
 * data source and its shared cache untouched (R26). A token the API refuses ends the session here, as
 * docs/product.md#states says: the cookie is cleared on this page's answer and the line "User is not
 * authenticated" logged. In test-admin mode (the mode's cookie beside the session, TEST_ADMIN_ENABLED) the
 * calls the contract marks `drafts` go with the token and the mode's header too, so they never touch the
 * shared cache.
 */
import { randomUUID } from 'node:crypto';
import type { CallDef } from '../../shared/contract/define.ts';
import { callsById } from '../../shared/contract/index.ts';
import { type DataSource, DataSourceError } from '../../shared/data/source.ts';
import { clearSessionCookie, readToken, type SessionCookies } from '../cookies.ts';
import type { ContentLayer } from '../data/layer.ts';
import { loaderFailure, loaderInput } from '../data/server-source.ts';
import { servedData } from '../gateway/gateway.ts';
import type { RenderFunction } from '../render/ssr-module.ts';
import { currentRequest } from './request-scope.ts';
import { TEST_ADMIN_HEADER, testAdminCookie } from './upstream-headers.ts';

export interface SessionRenderOptions {
  layer: ContentLayer;
  cookies: SessionCookies;
  /** `@fastify/cookie`'s parser (`app.parseCookie`): a render gets the request's Cookie header. */
  parseCookie: (header: string) => Record<string, string | undefined>;
  /** TEST_ADMIN_ENABLED (refused in production, R18). */
  testAdmin: boolean;
}

function withSession(
  source: DataSource,
  token: string,
  testAdmin: string | undefined,
  options: SessionRenderOptions,
): DataSource {
  const { layer, cookies } = options;
  let ended = false;

  async function loadSigned(
    call: CallDef,
    input: { params?: unknown; query?: unknown },
    signal?: AbortSignal,
  ) {
    if (ended) throw new DataSourceError(401, 'unauthorized');
    const parsed = loaderInput(layer, call, input);
    const scope = currentRequest();
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (scope) headers['x-forwarded-for'] = scope.request.ip;
    if (testAdmin && call.drafts) headers[TEST_ADMIN_HEADER] = testAdmin;
    const delivery = await layer.gateway.send(call, parsed, {
      requestId: scope?.request.id ?? randomUUID(),
      signal: () => signal,
      headers,
    });
    if (delivery.ok) return servedData(delivery);
    if (delivery.status === 401) {
      ended = true;
      if (scope) clearSessionCookie(scope.reply, cookies, cookies.session);
      scope?.request.log.info({ call: call.id }, 'User is not authenticated');
      throw new DataSourceError(401, 'unauthorized');
    }
    throw loaderFailure(delivery);
  }

  return {
    load(id, input = {}, loadOptions = {}) {
      const call = callsById.get(id);
      if (call?.method !== 'GET') return source.load(id, input, loadOptions);
      if (call.auth === 'none' && !(testAdmin && call.drafts)) return source.load(id, input, loadOptions);
      return loadSigned(call, input, loadOptions.signal) as never;
    },
  };
}

/** The page renderer, with the session's data source whenever the page request carries a session. */
export function sessionRender(render: RenderFunction, options: SessionRenderOptions): RenderFunction {
  return (input) => {
    const header = input.request.headers.get('cookie');
    const cookies = header ? options.parseCookie(header) : {};
    const token = readToken(cookies[options.cookies.session]);
    if (!token) return render(input);
    const testAdmin = options.testAdmin ? testAdminCookie(cookies) : undefined;
    return render({ ...input, dataSource: withSession(input.dataSource, token, testAdmin, options) });
  };
}
