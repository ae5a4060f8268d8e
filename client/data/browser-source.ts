/**
 * The loaders' data source in the browser: `callApi`, with a refusal thrown as the page's status
 * (`load.ts` turns it into the 404 or 503 page). A request that got no answer is thrown as a plain
 * error, as the browser's own fetch failure would be.
 */
import type { CallOutput } from '../../shared/contract/define.ts';
import type { CallById } from '../../shared/contract/index.ts';
import { type DataSource, DataSourceError } from '../../shared/data/source.ts';
import { callApi } from './call-api.ts';

export const browserDataSource: DataSource = {
  async load(id, input, options) {
    const result = await callApi(id, input, options);
    if (result.ok) return result.data as CallOutput<CallById<typeof id>>;
    if (result.status === 0) throw new Error(`call ${id}: ${result.code}`);
    throw new DataSourceError(result.status, result.code);
  },
};
