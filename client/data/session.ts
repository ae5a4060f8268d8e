/**
 * What the browser knows of the session. The token itself lives in an httpOnly cookie the page never
 * sees (docs/architecture.md#sessions-and-accounts); this flag comes from the server's render and changes on login and logout.
 * `version` counts those changes, so the root loader knows when its user data is out of date.
 */
export const clientSession: { signedIn: boolean; version: number } = { signedIn: false, version: 0 };

/** After a login or a logout: the next revalidation reloads the user with the new session state. */
export function setSignedIn(signedIn: boolean): void {
  clientSession.signedIn = signedIn;
  clientSession.version += 1;
}

/** The reader's own state changed on the server: the next revalidation reloads the user. */
export function readerStateChanged(): void {
  clientSession.version += 1;
}
