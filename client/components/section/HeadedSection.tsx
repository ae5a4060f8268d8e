/**
 * A page block stored whole (`Cached`): a section labelled by its SectionHeading, then its content.
 * Every input of the heading and of the content must be in `deps`.
 */
import type { ReactNode } from 'react';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading.tsx';

export interface HeadedSectionProps {
  /** The stored block's name. */
  name: string;
  deps: readonly unknown[];
  className: string | undefined;
  heading: SectionHeadingProps;
  /** The content under the heading: a function, so a stored block costs no work on the server. */
  children: () => ReactNode;
}

export function HeadedSection({ name, deps, className, heading, children }: HeadedSectionProps) {
  return (
    <Cached as="section" name={name} deps={deps} className={className} aria-labelledby={heading.id}>
      {() => (
        <>
          <SectionHeading {...heading} />
          {children()}
        </>
      )}
    </Cached>
  );
}
