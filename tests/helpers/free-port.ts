import { createServer } from 'node:net';

/**
 * A port no other server holds, chosen below the kernel's ephemeral range (32768-60999 on Linux).
 * A port from `listen(0)` is free only until the caller binds it: in between, the embedded API's own
 * `listen(0)` or any outgoing connection of a parallel test file could be handed the same number (CI
 * once failed on exactly that). Below the range only another caller of this function can pick it, one
 * chance in twelve thousand, and `startSite` (site.ts) starts again on another port then.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.unref();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
