/**
 * The signed-in reader's comment box (docs/product.md#screens, docs/product.md#states, docs/product.md#validation): empty text is silently not sent; text over the
 * limit of docs/rules.md R2 says so next to the field before anything is sent; the server's refusals of
 * R19 (too soon, the same text again, too many today) are named in the reader's language. A session
 * that has ended opens the login modal.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentType, LIMITS } from '../../../../shared/constants.ts';
import { DataSourceError } from '../../../../shared/data/source.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { isBlankComment } from '../../../../shared/logic/comment-text.ts';
import type { Comment } from '../../../../shared/schemas/engagement.ts';
import { callApi } from '../../../data/browser-source.ts';
import { useRootData } from '../../../runtime/root-data.ts';
import { useUi } from '../../../runtime/ui-state.tsx';
import { MessageField } from '../../../ui/MessageField.tsx';
import { notePostedComment } from '../../profile/comments-count.ts';
import styles from './Comments.module.css';

export interface CommentFormProps {
  type: ContentType;
  slug: string;
  locale: Locale;
  onPosted: (comment: Comment) => void;
}

const ERROR_KEYS: Record<string, string> = {
  rate_limited: 'comments.rateLimited',
  duplicate_comment: 'comments.duplicate',
  too_many_requests: 'comments.rateLimited',
  foreign_origin: 'http:foreignOrigin',
};

const length = (text: string) => Array.from(text).length;

export function CommentForm({ type, slug, locale, onPosted }: CommentFormProps) {
  const { t } = useTranslation('content');
  const { openModal } = useUi();
  const commentsShown = useRootData()?.user?.comments_count ?? 0;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = length(text) > LIMITS.commentMaxChars;
  const message = tooLong ? t('comments.tooLong', { max: LIMITS.commentMaxChars }) : failure;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || tooLong || isBlankComment(text)) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await callApi('comments.create', {
        params: { type, slug },
        body: { content: text, lang: locale },
      });
      if (answer.success) {
        notePostedComment(commentsShown);
        onPosted(answer.comment);
        setText('');
      }
    } catch (error) {
      if (error instanceof DataSourceError && error.status === 401) openModal('login');
      else {
        const key = error instanceof DataSourceError ? ERROR_KEYS[error.code] : undefined;
        setFailure(t(key ?? 'comments.failed'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="comment-form">
      <MessageField
        label={t('comments.label')}
        name="content"
        value={text}
        onChange={(value) => {
          setText(value);
          setFailure(null);
        }}
        placeholder={t('comments.placeholder')}
        invalid={tooLong}
        error={message}
        hint={t('comments.hint', { count: length(text), max: LIMITS.commentMaxChars })}
        sending={sending}
        sendLabel={t('comments.send')}
        sendingLabel={t('comments.sending')}
      />
    </form>
  );
}
