/**
 * "Continue": a link into the material where the reader stopped. Its address
 * opens the right chapter by its anchor even without scripts; with them, the click marks the material
 * so its page scrolls on to the exact place (`use-reading-position.ts`).
 */
import type { ReactNode } from 'react';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { markResume } from './use-reading-position.ts';

export function ContinueLink(props: {
  to: string;
  materialId: number | null;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const { to, materialId, className, children } = props;
  return (
    <SiteLink
      className={className}
      to={to}
      aria-label={props['aria-label']}
      onClick={() => {
        if (materialId !== null) markResume(materialId);
      }}
      data-testid="continue-link"
    >
      {children}
    </SiteLink>
  );
}
