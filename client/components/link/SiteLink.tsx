/**
 * The site's links to its own pages. Every address the site links to is already absolute (built by
 * `href()`), and React Router's `Link` resolves each one against the route hierarchy again, which on
 * the server was a sixth of a main page's render (a hundred links). Here the anchor gets the address
 * as is, and a click goes to the router by the same rules as `Link`'s: the main button, no modifier
 * key, no other target, not handled already, and a click on the current address replaces the entry.
 */
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

const NavigateContext = createContext<NavigateFunction | null>(null);

/** One `useNavigate` for every link of the page (inside the router, around the page frame). */
export function SiteLinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext value={navigate}>{children}</NavigateContext>;
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of this site, with its query and hash if any. */
  to: string;
}

function handledByBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

export function SiteLink({ to, onClick, target, ...anchor }: SiteLinkProps) {
  const navigate = useContext(NavigateContext);
  const ownPath = to.startsWith('/') && !to.startsWith('//');
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !ownPath || handledByBrowser(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    navigate(to, { replace: `${pathname}${search}${hash}` === to });
  };
  return <a {...anchor} href={to} target={target} onClick={click} />;
}
