import type { FastifyInstance } from 'fastify';
import { contentCalls as calls } from '../../shared/contract/content.ts';
import { registerCall } from '../http/register-call.ts';
import type { SearchService } from './service.ts';

export function registerSearchRoutes(app: FastifyInstance, search: SearchService): void {
  registerCall(app, calls['search.query'], ({ query }) => search.query(query));
}
