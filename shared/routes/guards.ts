/**
 * Route guards of docs/product.md#screens, run before a page's own loader on both sides: an unknown locale goes to /ru
 * (exactly, nothing of the request echoed: docs/rules.md R1), a Russian-only page asked for in English
 * goes to its Russian address, a protected page without a session goes to the site root.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requestInfoContext } from '../data/source.ts';
import { detectLocale, LANG_PARAM } from '../i18n/locale-detect.ts';
import { DEFAULT_LOCALE, isLocale } from '../locales.ts';
import { switchLocalePath } from './href.ts';
import type { RouteNode } from './tree.ts';

export function checkGuards(node: RouteNode, { params, request, context }: LoaderFunctionArgs): void {
  if ('locale' in params && !isLocale(params.locale)) throw redirect('/ru');
  if (node.ruOnly && params.locale === 'en') {
    const url = new URL(request.url);
    throw redirect(`/ru${url.pathname.slice('/en'.length)}${url.search}`);
  }
  if (node.protected && !context.get(requestInfoContext).signedIn) throw redirect('/');
  if (node.langQuery) checkBooksLanguage(request, context.get(requestInfoContext).chosenLocale);
}

/**
 * The books area (docs/architecture.md#rendering): a `?lang=` naming no language is dropped; on the bare address a
 * visitor whose choice (the switch's cookie) or browser asks for English goes to the English address.
 */
function checkBooksLanguage(request: Request, chosenLocale: string | undefined): void {
  const url = new URL(request.url);
  const lang = url.searchParams.get(LANG_PARAM);
  if (lang !== null) {
    if (!isLocale(lang)) throw redirect(switchLocalePath(`${url.pathname}${url.search}`, DEFAULT_LOCALE));
    return;
  }
  const preferred = detectLocale(url.pathname, chosenLocale, request.headers.get('accept-language'));
  if (preferred !== DEFAULT_LOCALE)
    throw redirect(switchLocalePath(`${url.pathname}${url.search}`, preferred));
}
