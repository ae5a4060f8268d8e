/**
 * How `npm run admin` reaches the running API (docs/architecture.md#sessions-and-accounts): the endpoint file in DATA_DIR names it and
 * carries the token. No file, or a file whose process is gone, means no server holds the database,
 * and the caller may open it itself; a server that holds it but does not answer is an error, never a
 * reason to write beside it (PGlite is one process: a second writer loses its writes).
 */
import { type AdminEndpoint, processAlive, readEndpoint } from './endpoint.ts';
import { ADMIN_PREFIX } from './routes.ts';

/** The admin call's own bound: a command is one small transaction and maybe a queued mail. */
export const ADMIN_CALL_TIMEOUT_MS = 15_000;

export class AdminCallError extends Error {
  override name = 'AdminCallError';
}

/** The running server's endpoint, or undefined when no server holds the data directory. */
export async function runningServer(dataDir: string): Promise<AdminEndpoint | undefined> {
  const endpoint = await readEndpoint(dataDir);
  if (!endpoint) return undefined;
  return processAlive(endpoint.pid) ? endpoint : undefined;
}

export async function callAdmin(endpoint: AdminEndpoint, command: string, input: object): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url}${ADMIN_PREFIX}/${encodeURIComponent(command)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(ADMIN_CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer in 15 s' : (error as Error).message;
    throw new AdminCallError(
      `the server (pid ${endpoint.pid}) holds the database but its admin call failed (${reason}); nothing was written`,
    );
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof answer.message === 'string' ? answer.message : `status ${response.status}`;
  if (!response.ok) throw new AdminCallError(message);
  return message;
}
