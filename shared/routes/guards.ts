/**
 * Route guards of spec §2, run before a page's own loader on both sides: an unknown locale goes to /ru
 * (exactly, nothing of the request echoed: RELIABILITY R1), a Russian-only page asked for in English
 * goes to its Russian address, a protected page without a session goes to the site root.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requestInfoContext } from '../data/source.ts';
import { isLocale } from '../locales.ts';
import type { RouteNode } from './tree.ts';

export function checkGuards(node: RouteNode, { params, request, context }: LoaderFunctionArgs): void {
  if ('locale' in params && !isLocale(params.locale)) throw redirect('/ru');
  if (node.ruOnly && params.locale === 'en') {
    const url = new URL(request.url);
    throw redirect(`/ru${url.pathname.slice('/en'.length)}${url.search}`);
  }
  if (node.protected && !context.get(requestInfoContext).signedIn) throw redirect('/');
}
