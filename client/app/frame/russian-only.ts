/**
 * Whether the page on screen exists only in Russian (docs/product.md#screens, special pages): its
 * English address sends the visitor back here, so the frame says so instead of offering a switch
 * that would do nothing.
 */
import { useMatches } from 'react-router';
import { routesById } from '../../../shared/routes/tree.ts';

export function useRussianOnlyPage(): boolean {
  return useMatches().some((match) => routesById.get(match.id)?.node.ruOnly === true);
}
