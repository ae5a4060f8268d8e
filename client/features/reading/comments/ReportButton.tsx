/**
 * A comment's report control (comment safety): a signed-in reader reports a comment once
 * and the button says so; a guest is asked to sign in first. Comments are sent with scripts only
 * (the comment form has no script-free path either), so this is a button, not a form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../data/call-api.ts';
import { useRootData } from '../../../runtime/root-data.ts';
import { useUi } from '../../../runtime/ui-state.tsx';
import { Icon } from '../../../ui/icons/Icon.tsx';
import styles from './Comments.module.css';

type State = 'idle' | 'sending' | 'reported' | 'already' | 'own' | 'failed' | 'rateLimited';

const DONE: ReadonlySet<State> = new Set(['reported', 'already', 'own']);

export function ReportButton({
  commentId,
  author,
  reported = false,
}: {
  commentId: number;
  author: string;
  /** Reported by this reader before (known after hydration): it says so instead of offering it again. */
  reported?: boolean;
}) {
  const { t } = useTranslation('moderation');
  const { openModal } = useUi();
  const signedIn = useRootData()?.signedIn ?? false;
  const [sent, setState] = useState<State>('idle');
  const state: State = sent === 'idle' && reported ? 'reported' : sent;

  const report = async () => {
    if (!signedIn) {
      openModal('login');
      return;
    }
    setState('sending');
    const answer = await callApi('comments.report', { params: { id: commentId } });
    if (answer.ok) setState(answer.data.already ? 'already' : 'reported');
    else if (answer.status === 401) {
      setState('idle');
      openModal('login');
    } else if (answer.code === 'own_comment') setState('own');
    else if (answer.status === 429) setState('rateLimited');
    else setState('failed');
  };

  if (DONE.has(state)) {
    return (
      <span className={styles.reportDone} role="status" data-testid="comment-reported">
        <Icon name="Check" size={14} />
        {t(state)}
      </span>
    );
  }
  return (
    <span className={styles.report}>
      <button
        type="button"
        className={styles.reportButton}
        onClick={report}
        disabled={state === 'sending'}
        aria-label={t('reportLabel', { author })}
        data-testid="comment-report"
      >
        <Icon name="Flag" size={14} />
        {t('report')}
      </button>
      {state === 'failed' || state === 'rateLimited' ? (
        <span className={styles.reportError} role="alert">
          {t(state)}
        </span>
      ) : null}
    </span>
  );
}
