/**
 * The editors' desk, /{locale}/desk… (docs/desk.md): one lazily loaded route module for all its
 * addresses, so the route table names one import for the desk and no reader loads any of it. Each
 * address has its screen module here (its loader and screen); which one is read off the address.
 * Administrators only: anyone else gets the 404 page.
 */
import { type LoaderFunctionArgs, matchPath, useLocation } from 'react-router';
import { routesById } from '../../../shared/routes/tree.ts';
import * as access from './access.tsx';
import * as audit from './audit.tsx';
import * as chat from './chat.tsx';
import * as comments from './comments.tsx';
import * as inbox from './inbox.tsx';
import * as reader from './reader.tsx';
import * as readers from './readers.tsx';

const SCREENS = {
  desk: inbox,
  'desk-chat': chat,
  'desk-access': access,
  'desk-comments': comments,
  'desk-readers': readers,
  'desk-reader': reader,
  'desk-audit': audit,
} as const;

type DeskRoute = keyof typeof SCREENS;

/** The desk screen an address shows (the route table's patterns, `shared/routes/tree.ts`). */
function screenOf(pathname: string): (typeof SCREENS)[DeskRoute] {
  for (const id of Object.keys(SCREENS) as DeskRoute[]) {
    const pattern = routesById.get(id)?.pattern;
    if (pattern && matchPath(pattern, pathname)) return SCREENS[id];
  }
  return inbox;
}

export function loader(args: LoaderFunctionArgs) {
  return screenOf(new URL(args.request.url).pathname).loader(args);
}

export function Component() {
  const Screen = screenOf(useLocation().pathname).Component;
  return <Screen />;
}
