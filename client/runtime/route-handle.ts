/** What each route of the table carries for its screen and for the server's render. */
export interface RouteHandle {
  titleKey?: string;
  /** The page module's source path, for the server's asset preloading (Vite manifest key). */
  module?: string;
  /**
   * When the browser's first page hydrates the screen: with the frame (its code among the page's
   * first scripts), or when the reader reaches for it (docs/architecture.md#first-visit).
   */
  hydrates?: 'with-frame' | 'when-reached';
}
