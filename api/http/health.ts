/** Liveness and readiness (docs/operations.md): `/readyz` answers 503 while the database cannot serve. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.ts';

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => {
    await db.query('SELECT 1');
    return { status: 'ready', database: db.kind };
  });
}
