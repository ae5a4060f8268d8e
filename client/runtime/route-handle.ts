/** What each route of the table carries for its screen and for the server's render. */
export interface RouteHandle {
  titleKey?: string;
  /** The page module's source path, for the server's asset preloading (Vite manifest key). */
  module?: string;
  /**
   * When the browser's first page hydrates the screen: with the frame (its code among the page's
   * first scripts), when the reader reaches for it (docs/architecture.md#first-visit), or with the
   * frame for a signed-in reader only (the screen acts on opening for a reader with a session).
   */
  hydrates?: 'with-frame' | 'when-reached' | 'with-frame-signed-in';
}

/** Whether a first page's screen waits for the reader's first act. */
export function screenWaits(handle: RouteHandle | undefined, signedIn: boolean): boolean {
  return handle?.hydrates === 'when-reached' || (handle?.hydrates === 'with-frame-signed-in' && !signedIn);
}
