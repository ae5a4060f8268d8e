/**
 * The comment queue's screen: each comment as a card with its state, the item it is on (a link),
 * the comments around it with it marked, its author (a link to their account and other comments),
 * and the decision: approve, hide with a reason, or hide and block for a chosen period.
 */
import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import { itemHref } from '../../../shared/routes/item-href.ts';
import type { DeskFlaggedComment } from '../../../shared/schemas/desk.ts';
import { DESK_BLOCK_DAYS } from '../../../shared/schemas/plain.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import styles from '../../features/desk/Desk.module.css';
import { DeskEmpty, DeskFrame } from '../../features/desk/DeskFrame.tsx';
import { ReasonField } from '../../features/desk/ReasonField.tsx';
import { useDeskTranslation } from '../../features/desk/use-desk-translation.ts';
import type { DeskCommentsData } from './types.ts';

type Action = 'approve' | 'hide' | 'block';

function Flagged({
  comment,
  locale,
  onDone,
}: {
  comment: DeskFlaggedComment;
  locale: Locale;
  onDone: (note: string) => void;
}) {
  const { t } = useDeskTranslation();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number>(7);
  const [error, setError] = useState<string | null>(null);
  const form = useSubmit();
  const daysId = useId();
  const author = displayName(comment.author, comment.author.email);
  const item = comment.item.slug ? itemHref(comment.item.type, comment.locale, comment.item.slug) : null;

  const decide = async (action: Action) => {
    if (action !== 'approve' && !reason.trim()) return setError(t('common.reasonNeeded'));
    setError(null);
    const body =
      action === 'approve' ? { action } : action === 'hide' ? { action, reason } : { action, reason, days };
    const answer = await form.send(() =>
      callApi('desk.comment-decide', { params: { id: comment.id }, body }),
    );
    if (!answer) return;
    if (answer.ok) onDone(t('comments.decided', { status: t(`comments.${answer.data.status}`) }));
    else if (answer.status === 404) onDone(t('common.gone'));
    else setError(t('common.failed'));
  };

  return (
    <li className={styles.card} data-testid="desk-comment">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          {comment.status === 'pending'
            ? t('comments.held')
            : t('comments.reported', { count: comment.reports })}
        </h2>
        <span className={styles.pill}>{t(`common.${comment.locale}`)}</span>
      </div>
      <p className={styles.meta}>
        {item ? (
          <SiteLink to={item}>
            {t('comments.on', { item: `${comment.item.type}/${comment.item.slug}` })}
          </SiteLink>
        ) : (
          t('comments.on', { item: comment.item.type })
        )}
        {' · '}
        <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, locale)}</time>
      </p>
      <ol className={styles.context} aria-label={t('comments.context')}>
        {[
          ...comment.context.filter((line) => line.id < comment.id),
          null,
          ...comment.context.filter((line) => line.id > comment.id),
        ].map((line) =>
          line === null ? (
            <li key="flagged" className={styles.flagged} aria-current="true">
              <p className={styles.meta}>
                <bdi lang={typedTextLang(author, locale)}>{author}</bdi>
              </p>
              <p
                className={styles.quote}
                dir="auto"
                lang={typedTextLang(comment.content, locale)}
                data-testid="desk-comment-text"
              >
                {comment.content}
              </p>
            </li>
          ) : (
            <li key={line.id} className={styles.contextItem}>
              <p className={styles.meta}>
                <bdi lang={typedTextLang(line.author, locale)}>{line.author}</bdi>
              </p>
              <p className={styles.quote} dir="auto" lang={typedTextLang(line.content, locale)}>
                {line.content}
              </p>
            </li>
          ),
        )}
      </ol>
      <p className={styles.meta}>
        {t('comments.author')}:{' '}
        <SiteLink
          to={href('desk-reader', locale, { id: String(comment.author.id) })}
          data-testid="desk-comment-author"
        >
          <bdi lang={typedTextLang(author, locale)}>{author}</bdi>
        </SiteLink>{' '}
        ·{' '}
        <SiteLink to={`${href('desk-reader', locale, { id: String(comment.author.id) })}#comments`}>
          {t('comments.others')}
        </SiteLink>
        {comment.author.blocked_until ? (
          <> · {t('comments.blockedUntil', { date: formatDate(comment.author.blocked_until, locale) })}</>
        ) : null}
      </p>
      <div className={styles.form}>
        <ReasonField value={reason} onChange={setReason} error={error} />
        <label className={styles.label} htmlFor={daysId}>
          {t('comments.blockFor')}
        </label>
        <select
          id={daysId}
          className={styles.input}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {DESK_BLOCK_DAYS.map((count) => (
            <option key={count} value={count}>
              {t('common.days', { count })}
            </option>
          ))}
        </select>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={form.pending}
            onClick={() => void decide('approve')}
          >
            {t('comments.approve')}
          </button>
          <button
            type="button"
            className="button"
            disabled={form.pending}
            onClick={() => void decide('hide')}
          >
            {t('comments.hide')}
          </button>
          <button
            type="button"
            className="button"
            disabled={form.pending}
            onClick={() => void decide('block')}
          >
            {t('comments.block')}
          </button>
        </div>
      </div>
    </li>
  );
}

export function DeskCommentsScreen() {
  const { t } = useDeskTranslation();
  const { locale, summary, data } = useLoaderData<DeskCommentsData>();
  const [comments, setComments] = useState(data.comments);
  const [note, setNote] = useState<string | null>(null);
  return (
    <DeskFrame section="comments" title={t('nav.comments')} summary={summary}>
      <p className={styles.status} role="status" data-testid="desk-comments-status">
        {note}
      </p>
      {comments.length === 0 ? (
        <DeskEmpty text={t('common.empty')} />
      ) : (
        <ol className={styles.list}>
          {comments.map((comment) => (
            <Flagged
              key={comment.id}
              comment={comment}
              locale={locale}
              onDone={(text) => {
                setComments((list) => list.filter((item) => item.id !== comment.id));
                setNote(text);
              }}
            />
          ))}
        </ol>
      )}
    </DeskFrame>
  );
}
