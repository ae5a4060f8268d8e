/**
 * Turns driver errors that mean "the database cannot serve now" into the catalogue's 503 codes, so a
 * restart or an overload answers 503 with `Retry-After` instead of 500 (R32). SQL errors stay as they
 * are: they are bugs and surface as 500.
 */
import { ApiError } from '../errors.ts';

const BUSY_SQLSTATES = new Set(['57014', '53300', '53400', '55P03', '40001', '40P01']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

export function toAvailabilityError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (BUSY_SQLSTATES.has(code)) return new ApiError('db_busy', { cause: error });
    if (code.startsWith('08') || code.startsWith('57P') || NETWORK_CODES.has(code)) {
      return new ApiError('db_unavailable', { cause: error });
    }
  }
  if (/timeout exceeded when trying to connect/i.test(error.message)) {
    return new ApiError('db_busy', { cause: error });
  }
  if (
    /Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
      error.message,
    )
  ) {
    return new ApiError('db_unavailable', { cause: error });
  }
  return error;
}
