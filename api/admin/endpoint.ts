/**
 * Where admin commands find the running API (docs/architecture.md#sessions-and-accounts): `DATA_DIR/admin-endpoint.json`, written by
 * the API when it starts listening and removed when it closes. It holds the process id, a loopback
 * URL and the admin token, so it is created with mode 0600: only the account the server runs as (and
 * root) can read it, which is who may run admin commands. A file left by a killed server names a
 * process that is gone, and the CLI knows then that no server holds the database.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { type AddressInfo, isIP } from 'node:net';
import path from 'node:path';

export const ENDPOINT_FILE = 'admin-endpoint.json';

export interface AdminEndpoint {
  pid: number;
  url: string;
  token: string;
}

export function endpointPath(dataDir: string): string {
  return path.join(dataDir, ENDPOINT_FILE);
}

export function newAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

/**
 * A URL on a loopback address the server listens on: the CLI must reach it from this machine, and
 * the API accepts admin calls only from there. Undefined when it listens on no such address.
 */
export function loopbackUrl(addresses: readonly (string | AddressInfo)[]): string | undefined {
  for (const entry of addresses) {
    if (typeof entry === 'string') continue;
    const { address, port, family } = entry;
    if (isLoopback(address))
      return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
    if (address === '0.0.0.0') return `http://127.0.0.1:${port}`;
    if (address === '::') return `http://[::1]:${port}`;
  }
  return undefined;
}

/**
 * Synchronous on purpose: Fastify's `onListen` hooks are not awaited by `listen()`, and the file must
 * be in place when the server is said to be up. Written under a temporary name and renamed, so a
 * reader never sees half of it.
 */
export function writeEndpoint(dataDir: string, endpoint: AdminEndpoint): void {
  const file = endpointPath(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(endpoint), { mode: 0o600 });
  renameSync(partial, file);
}

export async function readEndpoint(dataDir: string): Promise<AdminEndpoint | undefined> {
  let text: string;
  try {
    text = await readFile(endpointPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const value = JSON.parse(text) as Partial<AdminEndpoint>;
  if (typeof value.pid !== 'number' || typeof value.url !== 'string' || typeof value.token !== 'string') {
    throw new Error(`${endpointPath(dataDir)} is not an admin endpoint file`);
  }
  return value as AdminEndpoint;
}

/** Removes the file only while it is still this server's (another may have started since). */
export async function removeEndpoint(dataDir: string, token: string): Promise<void> {
  const current = await readEndpoint(dataDir).catch(() => undefined);
  if (current?.token === token) await rm(endpointPath(dataDir), { force: true });
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
