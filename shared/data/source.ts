/**
 * Loaders read through one interface on both sides (docs/architecture.md#rendering): on the server it is the content cache
 * in front of the API, in the browser the facade. Loaders name calls by id; the types come from the
 * contract, so a loader cannot ask for a call or a field that does not exist.
 */
import { createContext } from 'react-router';
import type { Comfort } from '../comfort.ts';
import type { CallInput, CallOutput } from '../contract/define.ts';
import type { CallById, CallId } from '../contract/index.ts';

export interface LoadOptions {
  signal?: AbortSignal;
}

export interface DataSource {
  load<I extends CallId>(
    id: I,
    input?: CallInput<CallById<I>>,
    options?: LoadOptions,
  ): Promise<CallOutput<CallById<I>>>;
}

/** A failed load, with the HTTP status the page should answer (404 not found, 503 unavailable…). */
export class DataSourceError extends Error {
  override name = 'DataSourceError';
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message?: string) {
    super(message ?? code);
    this.status = status;
    this.code = code;
  }

  /**
   * The SSR bundle carries its own copy of this class, while the web server's data source throws
   * instances of this one: loaders must recognise both, so the check is by shape, not by prototype.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'DataSourceError' &&
      typeof (value as { status?: unknown }).status === 'number' &&
      typeof (value as { code?: unknown }).code === 'string'
    );
  }
}

/** What a loader may know about the request besides its URL. */
export interface RequestInfo {
  /** A session cookie is present (docs/product.md#screens route guard; the user's data comes from the user call). */
  signedIn: boolean;
  publicOrigin: string;
  /** The operator's tile server for the maps (`MAP_TILE_URL`); absent: the offline basemap. */
  mapTiles?: MapTiles | null;
  /** The visitor's last chosen interface language (the language switch's cookie), when sent. */
  chosenLocale?: string;
  /**
   * The reader's comfort settings from their cookies; absent for a page cached whole, which is the
   * same for every visitor (docs/architecture.md#reading-comfort).
   */
  comfort?: Comfort;
}

/** A tile server: Leaflet's URL template (`{z}/{x}/{y}`, optional `{s}`) and its attribution text. */
export interface MapTiles {
  url: string;
  attribution: string;
}

export const dataSourceContext = createContext<DataSource>();
export const requestInfoContext = createContext<RequestInfo>();
