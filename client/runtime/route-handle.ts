/** What each route of the table carries for its screen and for the server's render. */
export interface RouteHandle {
  titleKey?: string;
  /** The page module's source path, for the server's asset preloading (Vite manifest key). */
  module?: string;
}
