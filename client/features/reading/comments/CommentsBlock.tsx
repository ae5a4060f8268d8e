/**
 * The comments of a material (docs/product.md#screens, docs/product.md#states): the count with its plural noun, the first three comments
 * and "show more" for up to 1000 (which then hides itself), the form for a signed-in reader or the
 * register prompt for a guest. A posted comment goes first and the count rises by one. When the list
 * could not be loaded the page still stands and says so (docs/rules.md R28). The shared list holds shown
 * comments only; a signed-in author's own comments that wait for moderation are asked for
 * after hydration and go first, marked, outside the count; the same answer says which shown comments
 * are the reader's own (offered no report) and which the reader has reported (marked so).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENTS_EXPANDED_LIMIT, COMMENTS_SHOWN, type ContentType } from '../../../../shared/constants.ts';
import type { Locale } from '../../../../shared/locales.ts';
import type { Comment, CommentsResponse } from '../../../../shared/schemas/engagement.ts';
import { callApi } from '../../../data/call-api.ts';
import { useRootData } from '../../../runtime/root-data.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import styles from './Comments.module.css';
import { GuestPrompt } from './GuestPrompt.tsx';

export interface CommentsBlockProps {
  type: ContentType;
  slug: string;
  locale: Locale;
  initial: CommentsResponse | null;
  headingId: string;
}

export function CommentsBlock({ type, slug, locale, initial, headingId }: CommentsBlockProps) {
  const { t } = useTranslation(['content', 'common']);
  const signedIn = useRootData()?.signedIn ?? false;
  const [comments, setComments] = useState<Comment[]>(initial?.comments ?? []);
  const [count, setCount] = useState(initial?.countComments ?? 0);
  const [limit, setLimit] = useState(COMMENTS_SHOWN);

  const [waiting, setWaiting] = useState<Comment[]>([]);
  // Of the shown comments, the reader's own (no report control: one cannot report oneself) and those
  // the reader reported before (they say so after a reload): the shared list cannot carry either.
  const [own, setOwn] = useState<ReadonlySet<number>>(new Set());
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!signedIn) return;
    const aborted = new AbortController();
    void callApi(
      'comments.mine',
      { params: { type, slug }, query: { lang: locale } },
      { signal: aborted.signal },
    ).then((answer) => {
      // A failure leaves only the author's own marks out; the shared list stands.
      if (!answer.ok) return;
      setWaiting(answer.data.comments);
      setOwn((mine) => new Set([...mine, ...answer.data.own]));
      setReported(new Set(answer.data.reported));
    });
    return () => aborted.abort();
  }, [signedIn, type, slug, locale]);

  const posted = (comment: Comment) => {
    if (comment.awaiting_moderation) {
      setWaiting((list) => [comment, ...list]);
      return;
    }
    setComments((list) => [comment, ...list]);
    setOwn((mine) => new Set([...mine, comment.id]));
    setCount((n) => n + 1);
  };
  const shown = [...waiting, ...comments];

  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="comments">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('comments.title')}
        </h2>
        {initial ? (
          <p className={styles.count} data-testid="comments-count">
            {t('common:plural.comments', { count })}
          </p>
        ) : null}
      </div>
      <div className={styles.box}>
        <h3 className={styles.boxTitle}>{t('comments.formTitle')}</h3>
        {signedIn ? (
          <CommentForm type={type} slug={slug} locale={locale} onPosted={posted} />
        ) : (
          <GuestPrompt />
        )}
      </div>
      {initial === null ? (
        <p className={styles.note}>{t('comments.unavailable')}</p>
      ) : shown.length === 0 ? (
        <p className={styles.note}>{t('comments.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {shown.slice(0, limit).map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              locale={locale}
              own={own.has(comment.id)}
              reported={reported.has(comment.id)}
            />
          ))}
        </ol>
      )}
      {limit < COMMENTS_EXPANDED_LIMIT && shown.length > limit ? (
        <button
          type="button"
          className={`button ${styles.more}`}
          onClick={() => setLimit(COMMENTS_EXPANDED_LIMIT)}
          data-testid="comments-more"
        >
          {t('comments.showMore')}
        </button>
      ) : null}
    </section>
  );
}
