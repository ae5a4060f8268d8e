/**
 * The browser's data source: every call goes to the web tier's facade at its spec path, with the
 * AJAX marker header of docs/architecture.md#the-call-contract. The facade validated the answer already (docs/rules.md R3), so the
 * browser ships no schemas.
 */
import wire from 'virtual:call-wire';
import {
  buildPath,
  type CallInput,
  type CallOutput,
  encodeBody,
  serializeQuery,
} from '../../shared/contract/define.ts';
import type { CallById, CallId } from '../../shared/contract/index.ts';
import { type DataSource, DataSourceError, type LoadOptions } from '../../shared/data/source.ts';
import { TEST_ADMIN_HEADER, testAdminValue } from './test-admin.ts';

async function readError(response: Response): Promise<DataSourceError> {
  let code = 'http_error';
  let message: string | undefined;
  try {
    const body = (await response.json()) as { error?: string; message?: string };
    code = body.error ?? code;
    message = body.message;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new DataSourceError(response.status, code, message);
}

/** Makes any call of the contract from the browser and returns its parsed answer. */
export async function callApi<I extends CallId>(
  id: I,
  input: CallInput<CallById<I>> = {},
  { signal }: LoadOptions = {},
): Promise<CallOutput<CallById<I>>> {
  const call = wire[id];
  if (!call) throw new DataSourceError(500, 'unknown_call', id);
  const query = serializeQuery((input.query ?? {}) as Record<string, unknown>);
  const url = `${buildPath(call, (input.params ?? {}) as Record<string, unknown>)}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (id === 'accounts.user') {
    const testAdmin = testAdminValue();
    if (testAdmin) headers[TEST_ADMIN_HEADER] = testAdmin;
  }
  let body: BodyInit | undefined;
  if (call.method !== 'GET') {
    const encoded = encodeBody(call, (input.body ?? {}) as Record<string, unknown>);
    body = encoded.body;
    headers['Content-Type'] = encoded.contentType;
  }
  const response = await fetch(url, {
    method: call.method,
    headers,
    body,
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as CallOutput<CallById<I>>;
}

export const browserDataSource: DataSource = {
  load: (id, input, options) => callApi(id, input, options),
};
