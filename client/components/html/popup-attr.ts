/**
 * The mark `enhance.ts` puts on a content image that opens the popup, and that the frame's popup host
 * listens for: a module of its own, so the frame carries the name without the enhancer.
 */
export const POPUP_ATTR = 'data-popup';
