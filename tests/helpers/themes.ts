/**
 * Seeing one loaded page in every theme (docs/product.md#reading-comfort) and checking its contrast.
 * The theme is switched in place, on `<html>`, as the comfort script and a reader's choice apply it
 * (`shared/comfort-script.ts`, `client/data/comfort-choice.ts`): what the stylesheet reads is that one
 * attribute, so a page's state (an open dialog, the map's markers, the lightbox) is seen in each theme
 * without a reload. Used by the accessibility sweep and the comfort test.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { COMFORT_SETTINGS, type Theme } from '../../shared/comfort.ts';

/** Shows `theme` (null: the system's scheme again) with the colour transitions it started at their end. */
export async function showTheme(page: Page, theme: Theme | null): Promise<void> {
  await page.evaluate(
    ({ key, theme }) => {
      const { dataset } = document.documentElement;
      if (theme === null) delete dataset[key];
      else dataset[key] = theme;
      // getAnimations() brings the style up to date first, so the transitions the new colours start
      // (a button's background, a chip's border) are among them; axe would otherwise read a colour
      // half way between two themes. Each is brought to its end at once: the end is all axe reads,
      // and waiting out 150-200 ms twice on every page cost each sweep some 20 s.
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
    },
    { key: COMFORT_SETTINGS.theme.dataset, theme },
  );
}

/** axe's contrast rule on what the page shows now: each failing node with its colours, after `where`. */
export async function contrastFailures(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself, as the sweep's full run does (tests/browser/a11y/sweep.ts).
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).setLegacyMode(true).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where}: ${node.target.join(' ')}: ${node.any[0]?.message ?? violation.id}`,
    ),
  );
}
