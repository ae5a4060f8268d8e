/**
 * The request a piece of work belongs to, for code that runs inside a page render and only gets the
 * render's own input (the SSR data source of `ssr-source.ts`): its id for the logs and its reply for
 * the cookie a stale session clears. Entered in the first hook, so every later step of the request
 * runs inside it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}

export function trackRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    storage.run({ request, reply }, done);
  });
}
