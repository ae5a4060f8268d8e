/**
 * The accounts layer of the web tier, wired into `app.ts` (DESIGN §3): it tracks each request for the
 * SSR data source, registers the cookie-setting routes (login, logout, reset request) and the social
 * sign-in routes before the generic facade, and gives the app its two session hooks: whether a request
 * carries a session, and what a call adds upstream.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../shared/contract/define.ts';
import { socialRoutes } from '../auth/social-routes.ts';
import type { Config } from '../config.ts';
import type { RenderFunction } from '../render/ssr-module.ts';
import { sessionCookies } from './cookie.ts';
import { trackRequests } from './request-scope.ts';
import { sessionRoutes } from './routes.ts';
import { sessionRender } from './ssr-source.ts';
import { sessionHeaders, sessionToken } from './upstream-headers.ts';

export interface SessionLayer {
  isSignedIn(request: FastifyRequest): boolean;
  upstreamHeaders(request: FastifyRequest, call: CallDef): Record<string, string>;
  render(render: RenderFunction): RenderFunction;
}

export async function sessionLayer(app: FastifyInstance, config: Config): Promise<SessionLayer> {
  const cookies = sessionCookies(config);
  trackRequests(app);
  await sessionRoutes(app, { siteOrigins: config.siteOrigins, cookies });
  await socialRoutes(app, { cookies });
  return {
    isSignedIn: (request) => sessionToken(request, cookies) !== undefined,
    upstreamHeaders: sessionHeaders({ cookies, testAdmin: config.testAdminEnabled }),
    render: (render) => sessionRender(render, { layer: app.contentLayer, cookies }),
  };
}
