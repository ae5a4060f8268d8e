/**
 * The frame every card of a list draws (docs/product.md#screens Cards): the shared surface, the kind's
 * picture, then a body whose heading holds the card's one link, stretched over the whole card by
 * Card.module.css. A kind adds what stands above the heading, what follows it and what follows the body.
 * The cards take the shared classes (`card`) from here too, so the frame and its look travel together.
 */
import type { ReactNode } from 'react';
import { CARD_PREVIEW_SIZE } from '../../../shared/constants.ts';
import { SiteLink } from '../link/SiteLink.tsx';
import { LazyImage } from '../media/LazyImage.tsx';
import { storageUrl } from '../media/storage.ts';
import card from './Card.module.css';

export { card };

export interface CardShellProps {
  /** The kind's own classes beside the shared surface. */
  className: string | undefined;
  testId: string;
  /** The picture before the body. */
  media: ReactNode;
  bodyClassName: string | undefined;
  /** The body's language when its texts fell back to Russian. */
  lang?: string;
  /** What stands above the heading: the kicker, the fallback marker. */
  top?: ReactNode;
  headingLevel?: 2 | 3;
  headingClassName?: string;
  to: string;
  title: string;
  /** The short text under the heading, left out when empty. */
  snippet?: string;
  /** What follows the heading and the snippet inside the body. */
  children?: ReactNode;
  /** What follows the body (the favourite bookmark). */
  after?: ReactNode;
}

export function CardShell({
  className,
  testId,
  media,
  bodyClassName,
  lang,
  top,
  headingLevel = 3,
  headingClassName,
  to,
  title,
  snippet,
  children,
  after,
}: CardShellProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${card.card} ${className}`} data-testid={testId}>
      {media}
      <div className={bodyClassName} lang={lang}>
        {top}
        <Heading className={headingClassName ? `${card.title} ${headingClassName}` : card.title}>
          <SiteLink className={card.link} to={to}>
            {title}
          </SiteLink>
        </Heading>
        {snippet ? <p className={card.snippet}>{snippet}</p> : null}
        {children}
      </div>
      {after}
    </article>
  );
}

/** The material and course cards' preview on the main tag's colour, with its @2x file. */
export function CardPreview({
  className,
  imageClassName,
  src,
  tint,
  priority,
}: {
  className: string | undefined;
  imageClassName: string | undefined;
  src: string;
  tint: string | undefined;
  priority: boolean | undefined;
}) {
  return (
    <div className={className} style={tint ? { background: tint } : undefined}>
      <LazyImage
        className={imageClassName}
        src={storageUrl(src)}
        alt=""
        width={CARD_PREVIEW_SIZE.width}
        height={CARD_PREVIEW_SIZE.height}
        retina
        tint={tint}
        priority={priority}
      />
    </div>
  );
}
