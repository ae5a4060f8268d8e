/**
 * The session layer of the web tier, wired into `app.ts` (docs/architecture.md#sessions-and-accounts): it tracks each request for the
 * SSR data source, registers the cookie-setting routes (login, logout, reset request) before the
 * generic facade, and gives the app its session hooks: whether a request carries a session, what a
 * call adds upstream, and the render with the session's data source. The social sign-in
 * (`server/auth`) is registered beside it by the app, with the same cookies.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import type { Config } from '../config.ts';
import { readToken, type SessionCookies, sessionCookies } from '../cookies.ts';
import type { RenderFunction } from '../render/ssr-module.ts';
import { trackRequests } from './request-scope.ts';
import { sessionRoutes } from './routes.ts';
import { sessionRender } from './ssr-source.ts';
import { sessionHeaders, sessionToken } from './upstream-headers.ts';

export interface SessionLayer {
  cookies: SessionCookies;
  isSignedIn(request: FastifyRequest): boolean;
  /** The same from a request's parsed cookies (a request Fastify has not seen yet). */
  hasSession(cookies: Record<string, string | undefined>): boolean;
  upstreamHeaders(request: FastifyRequest, call: CallDef): Record<string, string>;
  render(render: RenderFunction): RenderFunction;
}

export async function sessionLayer(app: FastifyInstance, config: Config): Promise<SessionLayer> {
  const cookies = sessionCookies(config);
  trackRequests(app);
  await sessionRoutes(app, { siteOrigins: config.siteOrigins, cookies });
  return {
    cookies,
    isSignedIn: (request) => sessionToken(request, cookies) !== undefined,
    hasSession: (parsed) => readToken(parsed[cookies.session]) !== undefined,
    upstreamHeaders: sessionHeaders({ cookies, testAdmin: config.testAdminEnabled }),
    render: (render) =>
      sessionRender(render, {
        layer: app.contentLayer,
        cookies,
        parseCookie: (header) => app.parseCookie(header),
        testAdmin: config.testAdminEnabled,
      }),
  };
}
