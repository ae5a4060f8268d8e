/**
 * What the browser knows of the session. The token itself lives in an httpOnly cookie the page never
 * sees (DESIGN §3); this flag comes from the server's render and changes on login and logout.
 */
export const clientSession: { signedIn: boolean } = { signedIn: false };
