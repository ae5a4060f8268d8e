/**
 * The signed-in reader's comment box (docs/product.md#screens, docs/product.md#states, docs/product.md#validation): empty text is silently not sent; text over the
 * limit of docs/rules.md R2 says so next to the field before anything is sent; the server's refusals of
 * R19 (too soon, the same text again, too many today) are named in the reader's language. A session
 * that has ended opens the login modal.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentType, LIMITS } from '../../../../shared/constants.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { isBlankComment } from '../../../../shared/logic/comment-text.ts';
import type { Comment } from '../../../../shared/schemas/engagement.ts';
import { callApi } from '../../../data/call-api.ts';
import { errorKey } from '../../../data/error-keys.ts';
import { useSubmit } from '../../../data/use-submit.ts';
import { useUi } from '../../../runtime/ui-state.tsx';
import { MessageField } from '../../../ui/MessageField.tsx';
import styles from './Comments.module.css';

export interface CommentFormProps {
  type: ContentType;
  slug: string;
  locale: Locale;
  onPosted: (comment: Comment) => void;
}

/** The comment box's own wording of a rate limit. */
const COMMENT_WORDING = {
  rate_limited: 'comments.rateLimited',
  too_many_requests: 'comments.rateLimited',
};

const length = (text: string) => Array.from(text).length;

export function CommentForm({ type, slug, locale, onPosted }: CommentFormProps) {
  const { t } = useTranslation('content');
  const { openModal } = useUi();
  const [text, setText] = useState('');
  const form = useSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = length(text) > LIMITS.commentMaxChars;
  const message = tooLong ? t('comments.tooLong', { max: LIMITS.commentMaxChars }) : failure;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || tooLong || isBlankComment(text)) return;
    setFailure(null);
    const answer = await form.send(() =>
      callApi('comments.create', { params: { type, slug }, body: { content: text, lang: locale } }),
    );
    if (!answer) return;
    if (answer.ok) {
      if (answer.data.success) {
        onPosted(answer.data.comment);
        setText('');
      }
    } else if (answer.status === 401) openModal('login');
    else setFailure(t(errorKey(answer.code, 'comments.failed', COMMENT_WORDING)));
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
        sending={form.pending}
        sendLabel={t('comments.send')}
        sendingLabel={t('comments.sending')}
      />
    </form>
  );
}
