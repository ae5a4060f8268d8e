/**
 * The reading pages' one skeleton (material, article, chapter, course and place;
 * docs/product.md#screens): the page's head, its picture, the text in its columns, the sections after
 * it, "keep for offline" (docs/offline.md#keeping-a-text), then the review box and the comments, each in
 * a reading section's frame. The pieces the pages
 * share beside it: the editorial head, the text beside its side column, and the box after the text.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FallbackMarker } from '../components/cards/FallbackMarker.tsx';
import { KeepSlot } from '../features/offline/KeepSlot.tsx';
import reading from '../features/reading/Reading.module.css';
import { TypeSettings } from '../features/reading/TypeSettings.tsx';
import { Cached } from '../runtime/fragments/Cached.ts';
import { useRootData } from '../runtime/root-data.ts';
import styles from './ReadingShell.module.css';

export interface ReadingShellProps {
  /** A class beside the page's own. */
  className?: string;
  /** The page's head tags (`PageMeta`). */
  meta: ReactNode;
  head: ReactNode;
  /** The banner or the picture under the head. */
  picture?: ReactNode;
  /** The text and its columns. */
  children: ReactNode;
  /** What follows the text, before the review box. */
  sections?: ReactNode;
  /** The review box (`ReviewBoxSlot`). */
  reviews?: ReactNode;
  /** The comments (`CommentsBlock`). */
  comments?: ReactNode;
}

export function ReadingShell({
  className,
  meta,
  head,
  picture,
  children,
  sections,
  reviews,
  comments,
}: ReadingShellProps) {
  const { t } = useTranslation();
  const origin = useRootData()?.publicOrigin ?? '';
  const { pathname, search } = useLocation();
  return (
    <article
      className={className ? `page ${styles.comfort} ${className}` : `page ${styles.comfort}`}
      data-reading-page=""
    >
      {meta}
      {head}
      <TypeSettings />
      {picture}
      {children}
      {/* On paper the text stands alone with its address (docs/product.md#reading-comfort). */}
      <p className={styles.printAddress}>
        {t('comfort.printAddress')}: {`${origin}${pathname}${search}`}
      </p>
      <div className={styles.screenOnly}>
        <KeepSlot />
        {sections}
        {reviews ? <div className={reading.section}>{reviews}</div> : null}
        {comments ? <div className={reading.section}>{comments}</div> : null}
      </div>
    </article>
  );
}

export interface ReadingHeroProps {
  /** The stored block's name and deps (`Cached`): every input of the eyebrow, title and details. */
  cache: string;
  deps: readonly unknown[];
  eyebrow: ReactNode;
  title: string;
  /** The title's language when it fell back to Russian. */
  lang: string | undefined;
  fallback: boolean;
  /** What follows the title inside the stored block: the lead, the meta line, the tags. */
  details?: () => ReactNode;
  /** What follows the stored block: the rating and the reader's actions. */
  children?: ReactNode;
}

/** The editorial head: the eyebrow, the title and its fallback marker, then the page's own details. */
export function ReadingHero({
  cache,
  deps,
  eyebrow,
  title,
  lang,
  fallback,
  details,
  children,
}: ReadingHeroProps) {
  return (
    <header className={reading.hero}>
      <Cached name={cache} deps={deps}>
        {() => (
          <>
            <p className={reading.eyebrow}>{eyebrow}</p>
            <h1 className={reading.title} lang={lang}>
              {title}
            </h1>
            <FallbackMarker fallback={fallback} />
            {details?.()}
          </>
        )}
      </Cached>
      <div className={styles.screenOnly}>{children}</div>
    </header>
  );
}

/**
 * The text in its reading measure beside a side column (the contents, a book's chapters), sticky on
 * wide screens. Without `side` (undefined) the text stands alone; a `null` side keeps the empty column.
 */
export function ReadingColumns({ side, children }: { side?: ReactNode; children: ReactNode }) {
  const columns = side !== undefined;
  return (
    <div className={columns ? reading.layout : undefined}>
      {columns ? (
        <aside className={`${reading.side} ${styles.contents} ${styles.screenOnly}`}>{side}</aside>
      ) : null}
      <div className={reading.main}>{children}</div>
    </div>
  );
}

/** The box after the text: "Did you like it?" and the reader's actions again. */
export function ReadingAfter({
  text,
  strong = false,
  children,
}: {
  text: string;
  /** The material page's larger, bold question. */
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.after} ${styles.screenOnly}`}>
      <p className={strong ? `${styles.afterText} ${styles.strong}` : styles.afterText}>{text}</p>
      {children}
    </div>
  );
}
