/**
 * Where a popover goes (docs/product.md#screens: popovers by text-with-icon and author info realign on resize;
 * docs/product.md#constants: the breakpoint is 576 px). Under the breakpoint a popover is a sheet across the viewport
 * below (or above) its trigger; from it up, a card aligned with its trigger, kept inside the
 * viewport. Pure geometry in viewport coordinates, so it is tested without a browser.
 */
import { POPOVER_BREAKPOINT_PX } from '../../../shared/constants.ts';

export type PopoverLayout = 'sheet' | 'anchored';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  layout: PopoverLayout;
  side: 'below' | 'above';
  top: number;
  left: number;
  width: number;
}

export const POPOVER_MARGIN_PX = 12;
export const POPOVER_GAP_PX = 8;
export const POPOVER_MAX_WIDTH_PX = 360;

export function popoverLayout(viewportWidth: number): PopoverLayout {
  return viewportWidth < POPOVER_BREAKPOINT_PX ? 'sheet' : 'anchored';
}

export function placePopover(
  anchor: Box,
  panelHeight: number,
  viewport: { width: number; height: number },
): Placement {
  const layout = popoverLayout(viewport.width);
  const room = viewport.width - 2 * POPOVER_MARGIN_PX;
  const width = layout === 'sheet' ? room : Math.min(POPOVER_MAX_WIDTH_PX, room);
  const left =
    layout === 'sheet'
      ? POPOVER_MARGIN_PX
      : Math.min(Math.max(anchor.left, POPOVER_MARGIN_PX), viewport.width - POPOVER_MARGIN_PX - width);

  const below = anchor.top + anchor.height + POPOVER_GAP_PX;
  const spaceBelow = viewport.height - below - POPOVER_MARGIN_PX;
  const spaceAbove = anchor.top - POPOVER_GAP_PX - POPOVER_MARGIN_PX;
  const side = panelHeight <= spaceBelow || spaceBelow >= spaceAbove ? 'below' : 'above';
  const top =
    side === 'below' ? below : Math.max(POPOVER_MARGIN_PX, anchor.top - POPOVER_GAP_PX - panelHeight);
  return { layout, side, top, left, width };
}
