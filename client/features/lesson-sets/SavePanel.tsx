/**
 * "Save as set" on the hashtag results: the picked cards, or every result when none is
 * picked, become a new named set or go into one of the teacher's sets. Plain form controls, so the
 * keyboard needs nothing special; the outcome is announced in a live region with links to the set and
 * the profile list. Shown after hydration only: without scripts there is nothing it could do.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { LessonSetItemRef, LessonSetSummary } from '../../../shared/schemas/lesson-sets.ts';
import { LESSON_SET_ITEMS_MAX, LESSON_SET_NAME_MAX } from '../../../shared/schemas/plain.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { type CallResult, callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import styles from './LessonSets.module.css';
import { lessonSetErrorKey } from './refs.ts';

export interface SavePanelProps {
  locale: Locale;
  /** Every result on the wall, in its order. */
  all: readonly LessonSetItemRef[];
  /** The picked ones, in the wall's order; empty: all of them. */
  picked: readonly LessonSetItemRef[];
  onClearPicks: () => void;
}

type Outcome =
  | { kind: 'saved'; set: LessonSetSummary; created: boolean }
  | { kind: 'failed'; messageKey: string };

export function SavePanel({ locale, all, picked, onClearPicks }: SavePanelProps) {
  const { t } = useTranslation('lessonSets');
  const id = useId();
  const [name, setName] = useState('');
  const [sets, setSets] = useState<LessonSetSummary[]>([]);
  const [target, setTarget] = useState('');
  const form = useSubmit();
  const busy = form.pending;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const items = picked.length ? picked : all;
  const tooMany = items.length > LESSON_SET_ITEMS_MAX;

  useEffect(() => {
    const controller = new AbortController();
    void callApi('lessonSets.list', {}, { signal: controller.signal }).then((answer) => {
      // Without the list the teacher can still make a new set.
      if (!answer.ok) return;
      setSets(answer.data);
      setTarget((current) => current || String(answer.data[0]?.id ?? ''));
    });
    return () => controller.abort();
  }, []);

  async function run(action: () => Promise<CallResult<LessonSetSummary>>, created: boolean) {
    if (busy || tooMany) return;
    setOutcome(null);
    const answer = await form.send(action);
    if (!answer) return;
    if (!answer.ok) {
      setOutcome({ kind: 'failed', messageKey: lessonSetErrorKey(answer.code, 'items') });
      return;
    }
    const set = answer.data;
    setSets((list) => [set, ...list.filter((other) => other.id !== set.id)]);
    setTarget(String(set.id));
    setOutcome({ kind: 'saved', set, created });
    if (created) setName('');
    onClearPicks();
  }

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setOutcome({ kind: 'failed', messageKey: 'errors.name' });
      return;
    }
    void run(() => callApi('lessonSets.create', { body: { name, items: [...items] } }), true);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const setId = Number(target);
    if (!setId) return;
    void run(() => callApi('lessonSets.add', { params: { id: setId }, body: { items: [...items] } }), false);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="lesson-set-panel">
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t('save.title')}
      </h2>
      <p className={styles.panelLead}>{t('save.lead')}</p>
      <p className={styles.picked}>
        {tooMany
          ? t('save.tooMany', { max: LESSON_SET_ITEMS_MAX })
          : picked.length
            ? t('save.picked', { count: picked.length })
            : t('save.pickedAll', { count: all.length })}
        {picked.length ? (
          <button type="button" className={styles.linkButton} onClick={onClearPicks}>
            {t('save.clearPicks')}
          </button>
        ) : null}
      </p>
      <div className={styles.forms}>
        <form className={styles.form} onSubmit={create}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            {t('save.nameLabel')}
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-name`}
              className={styles.input}
              value={name}
              required
              maxLength={LESSON_SET_NAME_MAX}
              placeholder={t('save.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={busy || tooMany}>
              {busy ? t('save.saving') : t('save.create')}
            </button>
          </div>
        </form>
        {sets.length ? (
          <form className={styles.form} onSubmit={add}>
            <label className={styles.label} htmlFor={`${id}-target`}>
              {t('save.addLabel')}
            </label>
            <div className={styles.row}>
              <select
                id={`${id}-target`}
                className={styles.input}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                {sets.map((set) => (
                  <option key={set.id} value={set.id}>
                    {set.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="button" disabled={busy || tooMany}>
                {t('save.add')}
              </button>
            </div>
          </form>
        ) : null}
      </div>
      <div role="status" className={styles.outcome} data-testid="lesson-set-outcome">
        {outcome?.kind === 'saved' ? (
          <p>
            {t(outcome.created ? 'save.created' : 'save.added', { name: outcome.set.name })}{' '}
            {outcome.set.share_token ? (
              <SiteLink to={href('lesson-set', locale, { token: outcome.set.share_token })}>
                {t('save.openSet')}
              </SiteLink>
            ) : null}
            {' · '}
            <SiteLink to={href('profile-lesson-sets', locale)}>{t('save.toProfile')}</SiteLink>
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p className={styles.error}>{t(outcome.messageKey, { max: LESSON_SET_NAME_MAX })}</p>
        ) : null}
      </div>
    </section>
  );
}
