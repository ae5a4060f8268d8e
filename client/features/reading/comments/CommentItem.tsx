/**
 * One comment (docs/product.md#content-model, docs/product.md#states): the author by the display-name rule, the date and time, and the text as
 * typed (docs/rules.md R4: a text child, line breaks kept by CSS, isolated with `dir="auto"`), cut after
 * 150 characters with a dots button that shows the rest. A shown comment carries its report control,
 * saying "reported" when the reader reported it before; the reader's own comments carry none, and the
 * author's own comment that waits for moderation is marked so instead.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { commentPreview } from '../../../../shared/logic/comment-preview.ts';
import { displayName } from '../../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../../shared/logic/text-lang.ts';
import type { Comment } from '../../../../shared/schemas/engagement.ts';
import { Icon } from '../../../ui/icons/Icon.tsx';
import styles from './Comments.module.css';
import { ReportButton } from './ReportButton.tsx';

export interface CommentItemProps {
  comment: Comment;
  locale: Locale;
  /** The signed-in reader's own comment: nothing to report. */
  own?: boolean;
  /** The signed-in reader reported it before. */
  reported?: boolean;
}

export function CommentItem({ comment, locale, own = false, reported = false }: CommentItemProps) {
  const { t } = useTranslation(['content', 'moderation']);
  const [expanded, setExpanded] = useState(false);
  const preview = commentPreview(comment.content);
  const shown = expanded || !preview.cut ? comment.content : preview.text;
  const author = displayName(comment.user, t('comments.userWord'));
  return (
    <li
      className={styles.item}
      data-testid="comment"
      data-awaiting={comment.awaiting_moderation ? '' : undefined}
    >
      <p className={styles.meta}>
        <bdi className={styles.author} lang={typedTextLang(author, locale)}>
          {author}
        </bdi>
        <time className={styles.time} dateTime={comment.created_at}>
          {formatDateTime(comment.created_at, locale)}
        </time>
        {comment.awaiting_moderation || own ? null : (
          <ReportButton commentId={comment.id} author={author} reported={reported} />
        )}
      </p>
      {comment.awaiting_moderation ? (
        <p className={styles.awaiting} data-testid="comment-awaiting">
          <Icon name="Clock" size={14} />
          {t('moderation:awaiting')}
        </p>
      ) : null}
      <p className={styles.text} dir="auto" data-testid="comment-text">
        {/* In a span of its own: the "more" button beside it speaks the page's language. */}
        <span lang={typedTextLang(comment.content, locale)}>{shown}</span>
        {preview.cut && !expanded ? (
          <button
            type="button"
            className={styles.dots}
            onClick={() => setExpanded(true)}
            aria-label={t('comments.expand')}
            title={t('comments.expand')}
            data-testid="comment-expand"
          >
            …
          </button>
        ) : null}
      </p>
    </li>
  );
}
