/** What each route of the table carries for its screen and for the server's render. */
export interface RouteHandle {
  titleKey?: string;
  /** The page module's source path, for the server's asset preloading (Vite manifest key). */
  module?: string;
  /**
   * When the browser's first page hydrates the screen (docs/architecture.md#first-visit): its code is
   * never among the page's first scripts; it is asked for when the reader reaches for the page, or,
   * for a screen that must work before the reader does anything, once the hydrated frame leaves the
   * browser idle (for a signed-in reader only: the screen acts on opening for a reader with a session).
   */
  hydrates?: 'when-reached' | 'after-frame' | 'after-frame-signed-in';
}

/** Whether a first page's screen is asked for once the frame is idle, without waiting for the reader. */
export function screenComesAfterFrame(handle: RouteHandle | undefined, signedIn: boolean): boolean {
  return handle?.hydrates === 'after-frame' || (handle?.hydrates === 'after-frame-signed-in' && signedIn);
}
