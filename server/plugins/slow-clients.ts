/**
 * Slow clients (docs/rules.md R23, F7). Node checks `headersTimeout` and `requestTimeout` only every
 * `connectionsCheckingInterval`, 30 s by default, so a client trickling its headers was closed 16–37 s
 * after it began however short the timeout: the check runs here every tenth of the headers timeout (at
 * most every second), which closes it within 11 s by default.
 *
 * A body trickling in meets the handler timeout first (10 s, before Node's 30 s request timeout): the
 * error handler answers it with one 408 and closes the connection (`errors.ts`), so Node does not send
 * its own raw 408 on the same connection later and no handler runs.
 */
import type { ServerOptions } from 'node:http';
import type { Config } from '../config.ts';

export function slowClientServerOptions(config: Config): ServerOptions {
  return {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 10))),
  };
}
