import { contentCalls as calls } from '../../shared/contract/content.ts';
import type { RegisterCall } from '../http/register-call.ts';
import type { SearchService } from './service.ts';

export function registerSearchRoutes(registerCall: RegisterCall, search: SearchService): void {
  registerCall(calls['search.query'], ({ query }) => search.query(query));
}
