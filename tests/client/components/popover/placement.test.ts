import t from 'tap';
import {
  POPOVER_GAP_PX,
  POPOVER_MARGIN_PX,
  POPOVER_MAX_WIDTH_PX,
  placePopover,
  popoverLayout,
} from '../../../../client/components/popover/placement.ts';
import { POPOVER_BREAKPOINT_PX } from '../../../../shared/constants.ts';

const anchor = { top: 300, left: 900, width: 24, height: 24 };

t.test('the layout switches at the 576 px breakpoint of docs/product.md#constants', async (t) => {
  t.equal(popoverLayout(POPOVER_BREAKPOINT_PX - 1), 'sheet');
  t.equal(popoverLayout(POPOVER_BREAKPOINT_PX), 'anchored');
});

t.test('on a wide viewport the panel hangs below its trigger, kept inside the viewport', async (t) => {
  const place = placePopover(anchor, 200, { width: 1000, height: 800 });
  t.equal(place.layout, 'anchored');
  t.equal(place.width, POPOVER_MAX_WIDTH_PX);
  t.equal(place.left, 1000 - POPOVER_MARGIN_PX - POPOVER_MAX_WIDTH_PX, 'pushed back from the right edge');
  t.equal(place.top, 300 + 24 + POPOVER_GAP_PX);
  t.equal(place.side, 'below');
  t.equal(placePopover({ ...anchor, left: 100 }, 200, { width: 1000, height: 800 }).left, 100);
});

t.test('on a narrow viewport the panel spans the width between the margins', async (t) => {
  const place = placePopover({ ...anchor, left: 300 }, 200, { width: 375, height: 800 });
  t.equal(place.layout, 'sheet');
  t.equal(place.left, POPOVER_MARGIN_PX);
  t.equal(place.width, 375 - 2 * POPOVER_MARGIN_PX);
});

t.test('with no room below, the panel opens above its trigger', async (t) => {
  const place = placePopover({ ...anchor, top: 700 }, 300, { width: 1000, height: 800 });
  t.equal(place.side, 'above');
  t.equal(place.top, 700 - POPOVER_GAP_PX - 300);
});
