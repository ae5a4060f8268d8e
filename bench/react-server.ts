/**
 * The plain-React baseline of `npm run bench` (docs/testing.md#benchmarks), a process of its own
 * (`processes.ts`): `node:http` answering every request with React's `renderToString` of the
 * reference page (`reference-page.ts`, about 65 KB), rendered anew each time, in React's production
 * build. The signed-in pages' ratio to it says what a page of ours costs beside React alone.
 */
import { createServer } from 'node:http';
import { serveBaseline } from './processes.ts';
import { referencePage } from './reference-page.ts';

// React picks its build by NODE_ENV when first imported, so the variable comes from the environment.
if (process.env.NODE_ENV !== 'production') {
  console.error('bench/react-server.ts runs with NODE_ENV=production in its environment');
  process.exit(1);
}

const render = referencePage();
const server = createServer((_request, response) => {
  const page = render();
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(page.length),
  });
  response.end(page);
});
serveBaseline(server);
