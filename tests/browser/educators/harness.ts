/**
 * The educators' browser tests: the content API built here (so a test can grant `card_access`, as the
 * admin command does, on its database), the site in front of it, and Chromium. Teachers are made
 * through the site's own calls (register, confirm by mail, log in from the browser context).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAdminUsersRepository } from '../../../api/admin/users-repository.ts';
import { buildApi, databaseOf } from '../../../api/app.ts';
import { loadApiConfig } from '../../../api/config/index.ts';
import { RELAXED_LIMITS } from '../../api/accounts/helpers/api.ts';
import type { PageProbe } from '../../helpers/browser.ts';
import { ROOT } from '../../helpers/site.ts';
import { type Harness, startHarness } from '../browse/setup.ts';
import { openSignedIn, registerReader } from '../reading/session.ts';

export interface EducatorsHarness extends Harness {
  api: FastifyInstance;
  /** The API's data folder (its outbox, and the admin endpoint file admin commands find it by). */
  apiDataDir: string;
  /** A confirmed user; `access` grants card access. Answers the e-mail. */
  user(email: string, name: string, access: boolean): Promise<string>;
  openAs(email: string, path: string, width?: number): Promise<PageProbe>;
}

/** `env`: the API's settings. */
export async function startEducatorsHarness(env: Record<string, string> = {}): Promise<EducatorsHarness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'da-educators-'));
  const api = await buildApi(
    loadApiConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      CONTENT_PACK_DIR: path.join(ROOT, 'content', 'demo'),
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      ...RELAXED_LIMITS,
      ...env,
    }),
  );
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  if (!address || typeof address === 'string') throw new Error('the API has no port');
  const harness = await startHarness({ upstreamUrl: `http://127.0.0.1:${address.port}` });
  return {
    ...harness,
    api,
    apiDataDir: dataDir,
    async user(email, name, access) {
      // The registration mail goes to the API's outbox, in its own data folder.
      await registerReader({ ...harness, site: { ...harness.site, dataDir } }, email, name);
      if (access) await createAdminUsersRepository(databaseOf(api)).setFlags(email, { card_access: 1 });
      return email;
    },
    openAs: (email, pagePath, width) => openSignedIn(harness, email, pagePath, { width }),
    async close() {
      await harness.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
