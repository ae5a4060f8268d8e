/**
 * The admin-only API calls (docs/architecture.md#sessions-and-accounts): `POST /admin/commands/{name}` with the command's input as a
 * JSON object, answered `{ message }`. Reachable from this machine only: the connection must come from
 * a loopback address and carry no `X-Forwarded-For` (nothing relayed by a proxy, the web tier
 * included, whose facade forwards only the calls of the contract), and it must carry the token of
 * `DATA_DIR/admin-endpoint.json` as a bearer token. The API publishes that file when it listens.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config/index.ts';
import { ApiError } from '../errors.ts';
import type { AdminContext } from './context.ts';
import {
  isLoopback,
  loopbackUrl,
  newAdminToken,
  removeEndpoint,
  sameToken,
  writeEndpoint,
} from './endpoint.ts';
import { runAdminCommand } from './registry.ts';

export const ADMIN_PREFIX = '/admin/commands';

export function registerAdminRoutes(
  app: FastifyInstance,
  deps: { context: AdminContext; config: Pick<ApiConfig, 'DATA_DIR'> },
): void {
  const token = newAdminToken();
  const { DATA_DIR: dataDir } = deps.config;

  app.addHook('onListen', (done) => {
    const url = loopbackUrl(app.addresses());
    if (url) writeEndpoint(dataDir, { pid: process.pid, url, token });
    else app.log.warn('the API listens on no loopback address: admin commands cannot reach it');
    done();
  });
  app.addHook('onClose', () => removeEndpoint(dataDir, token));

  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        if (!isLoopback(request.socket.remoteAddress) || request.headers['x-forwarded-for'] !== undefined) {
          request.log.warn(
            { remote: request.socket.remoteAddress },
            'admin call from outside the machine refused',
          );
          throw new ApiError('forbidden', { message: 'admin calls are taken from this machine only' });
        }
        const header = request.headers.authorization;
        const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
        if (!sameToken(token, given)) {
          throw new ApiError('unauthorized', { message: 'admin calls need the admin token' });
        }
      });
      admin.post<{ Params: { name: string } }>('/:name', async (request) => {
        const message = await runAdminCommand(deps.context, request.params.name, request.body ?? {}, {
          ip: request.ip,
        });
        request.log.info({ command: request.params.name }, 'admin command done');
        return { message };
      });
    },
    { prefix: ADMIN_PREFIX },
  );
}
