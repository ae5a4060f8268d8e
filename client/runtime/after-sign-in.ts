/**
 * What a guest asked for before the sign-in window opened (docs/follows.md#following): kept in the
 * tab's session storage, so it survives the page reload of a social sign-in, and done once by the
 * control that asked when it sees the reader signed in. One intent at a time: the latest press wins.
 */
const KEY = 'da:after-sign-in';

export interface SignInIntent {
  action: string;
  /** What the action is about, compared as a string. */
  target: string;
}

export function rememberAfterSignIn(intent: SignInIntent): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Storage refused (private mode): the reader presses again after signing in.
  }
}

/** Takes the intent when it is `action` on `target`: the first control to take it does it. */
export function takeAfterSignIn(action: string, target: string): boolean {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return false;
    const intent = JSON.parse(raw) as Partial<SignInIntent>;
    if (intent.action !== action || intent.target !== target) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
