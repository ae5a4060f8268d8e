/**
 * Development only: Vite answers for client sources, its HMR client and the React refresh runtime.
 * The refresh preamble is served as a file, so even in development no inline script is needed.
 */
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';

const VITE_PREFIXES = [
  '/@vite/',
  '/@react-refresh',
  '/@id/',
  '/@fs/',
  '/client/',
  '/shared/',
  '/node_modules/',
];

export const DEV_PREAMBLE_PATH = '/@dev/react-refresh-preamble.js';
/** The dev entry: the refresh preamble first, then Vite's client, then the app (module order). */
export const DEV_ENTRY_PATH = '/@dev/entry.js';
const DEV_ENTRY = `import '${DEV_PREAMBLE_PATH}';
import '/@vite/client';
import '/client/entry-client.tsx';
`;
const PREAMBLE = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
`;

export async function viteDevMiddleware(app: FastifyInstance, vite: ViteDevServer) {
  app.get(DEV_PREAMBLE_PATH, (_request, reply) => reply.type('text/javascript').send(PREAMBLE));
  app.get(DEV_ENTRY_PATH, (_request, reply) => reply.type('text/javascript').send(DEV_ENTRY));
  app.addHook('onRequest', (request, reply, done) => {
    if (!VITE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
}
