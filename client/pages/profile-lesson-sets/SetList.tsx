/**
 * The profile's list of lesson sets. Each set shows its name (a link to the set while it
 * has one), how many of its items are published, when it was made and its link for the class, with
 * copy, revoke or a new link, rename (a disclosure with a form) and delete (asked twice, in place).
 * Every change answers the set as it is now, which replaces the row; the outcome is announced.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { LessonSetSummary, SharedSetItem } from '../../../shared/schemas/lesson-sets.ts';
import { LESSON_SET_NAME_MAX } from '../../../shared/schemas/plain.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { type CallResult, callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import styles from '../../features/lesson-sets/LessonSets.module.css';
import { lessonSetErrorKey } from '../../features/lesson-sets/refs.ts';
import profileStyles from '../../features/profile/Profile.module.css';
import { ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { EmptyWithLink } from '../ProfilePanel.tsx';
import type { LessonSetsData } from './types.ts';

type Notice = { text: string; error?: boolean } | null;

function SetRow({
  set,
  locale,
  origin,
  onChanged,
  onDeleted,
  onNotice,
}: {
  set: LessonSetSummary;
  locale: Locale;
  origin: string;
  onChanged: (set: LessonSetSummary) => void;
  onDeleted: (set: LessonSetSummary) => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('lessonSets');
  const hydrated = useHydrated();
  const { pending: busy, send } = useSubmit();
  const [name, setName] = useState(set.name);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  // The keyboard follows the question: to "yes" when it is asked, back to "delete" when it is not.
  const deleteButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) yesButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const [items, setItems] = useState<SharedSetItem[] | null>(null);
  const path = set.share_token ? href('lesson-set', locale, { token: set.share_token }) : null;
  const titleId = `lesson-set-${set.id}`;

  async function run<T>(
    call: () => Promise<CallResult<T>>,
    then: (data: T) => void,
    invalid: 'name' | 'items' = 'items',
  ) {
    if (busy) return;
    onNotice(null);
    const answer = await send(call);
    if (!answer) return;
    if (answer.ok) then(answer.data);
    else
      onNotice({
        text: t(lessonSetErrorKey(answer.code, invalid), { max: LESSON_SET_NAME_MAX }),
        error: true,
      });
  }

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      onNotice({ text: t('errors.name', { max: LESSON_SET_NAME_MAX }), error: true });
      return;
    }
    void run(
      () => callApi('lessonSets.rename', { params: { id: set.id }, body: { name } }),
      (renamed) => {
        onChanged(renamed);
        setRenaming(false);
      },
      'name',
    );
  };
  const revoke = () =>
    run(() => callApi('lessonSets.revoke', { params: { id: set.id }, body: {} }), onChanged);
  const renew = () => run(() => callApi('lessonSets.renew', { params: { id: set.id }, body: {} }), onChanged);
  const remove = () =>
    run(
      () => callApi('lessonSets.delete', { params: { id: set.id }, body: {} }),
      () => onDeleted(set),
    );
  // The contents are read when first opened: the list itself stays one call for every set.
  const openContents = (open: boolean) => {
    if (!open || items) return;
    void run(
      () => callApi('lessonSets.items', { params: { id: set.id }, query: { lang: locale } }),
      (answer) => setItems(answer.items),
    );
  };
  const removeItem = (item: SharedSetItem) =>
    run(
      () =>
        callApi('lessonSets.removeItems', {
          params: { id: set.id },
          body: { items: [{ kind: item.kind, id: item.id }] },
        }),
      (changed) => {
        onChanged(changed);
        setItems((list) => list?.filter((other) => other !== item) ?? null);
      },
    );
  const copy = async () => {
    if (!path) return;
    try {
      await navigator.clipboard.writeText(`${origin}${path}`);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the link is on the page to select by hand.
    }
  };

  return (
    <li className={styles.set} data-testid="lesson-set-row">
      <h2 className={styles.setName} lang={typedTextLang(set.name, locale)}>
        {path ? (
          <SiteLink to={path}>
            <bdi>{set.name}</bdi>
          </SiteLink>
        ) : (
          <bdi>{set.name}</bdi>
        )}
      </h2>
      <p className={styles.setMeta}>
        {t('profile.count', { count: set.count })} ·{' '}
        {t('profile.created', { date: formatDate(set.created_at, locale) })}
      </p>
      <div className={styles.linkBox}>
        <span className={styles.label}>{t('profile.linkLabel')}</span>
        {path ? (
          <a className={styles.linkText} href={path} data-testid="lesson-set-link">
            {origin}
            {path}
          </a>
        ) : (
          <p className={styles.revoked}>{t('profile.linkRevoked')}</p>
        )}
      </div>
      {/* Drawn by the server too, inert until the page is hydrated: what appears after hydration would
          push the page down (layout shift, docs/testing.md#benchmarks). */}
      <div className={styles.tools} inert={!hydrated}>
        <div className={styles.actions}>
          {path ? (
            <>
              <button type="button" className="button" onClick={copy} aria-live="polite">
                {copied ? t('profile.copied') : t('profile.copy')}
              </button>
              <button type="button" className="button" onClick={revoke} disabled={busy}>
                {t('profile.revoke')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--primary" onClick={renew} disabled={busy}>
              {t('profile.renew')}
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            className="button"
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-expanded={confirming}
          >
            {t('profile.delete')}
          </button>
        </div>
        <details className={styles.rename} onToggle={(event) => openContents(event.currentTarget.open)}>
          <summary>{t('profile.contents')}</summary>
          {items === null ? (
            <p className={styles.setMeta}>{t('profile.loading')}</p>
          ) : items.length ? (
            <ol className={styles.contents}>
              {items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <SiteLink to={item.link}>{item.title}</SiteLink>{' '}
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => removeItem(item)}
                    disabled={busy}
                    aria-label={t('profile.removeItemLabel', { title: item.title })}
                  >
                    {t('profile.removeItem')}
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.setMeta}>{t('profile.noItems')}</p>
          )}
        </details>
        <details
          className={styles.rename}
          open={renaming}
          onToggle={(event) => setRenaming(event.currentTarget.open)}
        >
          <summary>{t('profile.rename')}</summary>
          <form onSubmit={rename}>
            <label className="visually-hidden" htmlFor={`${titleId}-name`}>
              {t('save.nameLabel')}
            </label>
            <div className={styles.row}>
              <input
                type="text"
                id={`${titleId}-name`}
                className={styles.input}
                value={name}
                required
                maxLength={LESSON_SET_NAME_MAX}
                onChange={(event) => setName(event.target.value)}
              />
              <button type="submit" className="button" disabled={busy}>
                {t('profile.renameSave')}
              </button>
            </div>
          </form>
        </details>
        {confirming ? (
          <div className={styles.confirm}>
            <p>{t('profile.deleteConfirm', { name: set.name })}</p>
            <div className={styles.actions}>
              <button
                ref={yesButton}
                type="button"
                className="button button--primary"
                onClick={remove}
                disabled={busy}
              >
                {t('profile.deleteYes')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('profile.cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function SetList({ locale, state, sets: loaded }: LessonSetsData) {
  const { t } = useTranslation(['lessonSets', 'profile']);
  const origin = useRootData()?.publicOrigin ?? '';
  const live = useRootData()?.signedIn ?? false;
  const [sets, setSets] = useState(loaded);
  const [notice, setNotice] = useState<Notice>(null);
  const signedIn = state !== 'guest' && live;
  const title = t('profile.title');

  return (
    <ProfileFrame section="lessonSets" title={title} signedIn={signedIn}>
      {state === 'no-access' ? (
        <EmptyWithLink
          text={t('profile.noAccess')}
          to={href('hashtags-landing', locale)}
          label={t('profile.toLanding')}
        />
      ) : (
        <section className={profileStyles.panel} aria-label={title}>
          <p className={profileStyles.panelLead}>{t('profile.lead')}</p>
          <div role="status" data-testid="lesson-set-notice">
            {notice ? (
              <p className={notice.error ? `${styles.notice} ${styles.error}` : styles.notice}>
                {notice.text}
              </p>
            ) : null}
          </div>
          {sets.length ? (
            <ul className={styles.sets}>
              {sets.map((set) => (
                <SetRow
                  key={set.id}
                  set={set}
                  locale={locale}
                  origin={origin}
                  onNotice={setNotice}
                  onChanged={(next) => setSets((list) => list.map((s) => (s.id === next.id ? next : s)))}
                  onDeleted={(gone) => {
                    setSets((list) => list.filter((s) => s.id !== gone.id));
                    setNotice({ text: t('profile.deleted', { name: gone.name }) });
                  }}
                />
              ))}
            </ul>
          ) : (
            <EmptyWithLink
              text={t('profile.empty')}
              to={href('da-for-educators', locale)}
              label={t('profile.toTool')}
            />
          )}
        </section>
      )}
    </ProfileFrame>
  );
}
