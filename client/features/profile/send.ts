/**
 * The profile forms' writes through the facade (`virtual:call-wire`), with failures as data: the
 * status, the API's error code and the field it names, so each message shows next to its field
 * (docs/product.md#visual-language: messages next to the field they concern).
 */
import wire from 'virtual:call-wire';
import { buildPath } from '../../../shared/contract/define.ts';
import type { Answer } from '../../data/session-api.ts';

export async function sendForm<T>(
  id: string,
  body: Record<string, unknown> | undefined,
  params: Record<string, unknown> = {},
): Promise<Answer<T>> {
  const call = wire[id];
  if (!call) throw new Error(`unknown call ${id}`);
  let response: Response;
  try {
    response = await fetch(buildPath(call, params), {
      method: call.method,
      credentials: 'same-origin',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, status: 0, code: 'network' };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, data: json as T };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    status: response.status,
    code: typeof json.error === 'string' ? json.error : 'http_error',
    field: typeof json.field === 'string' ? json.field : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}
