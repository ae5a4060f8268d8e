/**
 * The bench's server process: the site's own (`server/main.ts`) with the bench's switches and
 * reference routes registered (`plugin.ts`). `bench/server.ts` starts it.
 */
import { startServer } from '../server/main.ts';
import { benchPlugin } from './plugin.ts';

await startServer({
  plugins: (config, deps) => [
    benchPlugin({ config, render: deps.render, resolveAssets: deps.resolveAssets }),
  ],
});
