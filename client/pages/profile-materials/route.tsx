/**
 * My content, /{locale}/profile/materials (docs/product.md#screens "Profile area"): the materials
 * the reader opened, latest first, each with "continue" into the exact place and a way to remove it
 * from the history; the reader's comments with links to where they were written; and the privacy
 * controls: pause the history, clear it, download everything kept as JSON.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { ContentAnswer, HistoryMaterial, MyComment } from '../../../shared/schemas/profile.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { type CallResult, callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import { ContinueLink } from '../../features/profile/ContinueLink.tsx';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import styles from '../../features/profile/Profile.module.css';
import { EmptyState, ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { percentOf, resumeAddress } from '../../features/profile/resume-link.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { EmptyWithLink, ProfilePanel } from '../ProfilePanel.tsx';

interface ContentData {
  locale: Locale;
  content: ContentAnswer | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<ContentData> {
  const locale = localeOf(args);
  return { locale, content: await loadPersonal(args, 'profile.content', { query: { lang: locale } }) };
}

function HistoryRow({
  item,
  locale,
  onForget,
}: {
  item: HistoryMaterial;
  locale: Locale;
  onForget: () => void;
}) {
  const { t } = useTranslation('profile');
  const finished = item.state === 'archived';
  return (
    <li className={styles.row} data-testid="history-item">
      <div>
        <h3 className={styles.rowTitle} lang={fallbackLang(item.material.fallback)}>
          <SiteLink to={href('material', locale, { slug: item.material.slug })}>
            {item.material.title}
          </SiteLink>
          <FallbackMarker fallback={item.material.fallback} inline />
        </h3>
        <p className={styles.rowMeta}>
          {finished ? t('content.finished') : t('content.opened')} ·{' '}
          <time dateTime={item.updated_at}>{formatDate(item.updated_at, locale)}</time>
          {item.resume && !finished
            ? ` · ${t('content.where', { chapter: (item.resume?.chapter ?? 0) + 1, percent: percentOf(item) })}`
            : ''}
        </p>
      </div>
      <div className={styles.rowActions}>
        {finished ? null : (
          <ContinueLink
            className="button button--primary"
            to={resumeAddress(item, locale)}
            materialId={item.material.id}
          >
            {t('courses.continue')}
          </ContinueLink>
        )}
        <button
          type="button"
          className="button"
          onClick={onForget}
          aria-label={`${t('content.forget')}: ${item.material.title}`}
          data-testid="forget"
        >
          <Icon name="X" size={16} />
          {t('content.forget')}
        </button>
      </div>
    </li>
  );
}

/**
 * A comment links to the page it was written on, in that page's language: on the other language's
 * profile, its item's title and its text are marked with their own language; the date is the
 * reader's.
 */
function CommentRow({ comment, locale }: { comment: MyComment; locale: Locale }) {
  const { t } = useTranslation('profile');
  const type = comment.item?.type === 'courses' ? 'course' : 'material';
  const lang = comment.locale === locale ? undefined : comment.locale;
  return (
    <li className={styles.row} data-testid="my-comment">
      <div>
        <p className={styles.rowMeta}>
          <time dateTime={comment.created_at}>{formatDate(comment.created_at, locale)}</time>
          {' · '}
          {comment.item ? (
            <SiteLink
              to={`${href(type, comment.locale, { slug: comment.item.slug })}#material-comments`}
              lang={lang}
            >
              {comment.item.title}
            </SiteLink>
          ) : (
            t('content.itemGone')
          )}
        </p>
        <p className={styles.quote} lang={lang} dir="auto">
          {comment.content}
        </p>
      </div>
    </li>
  );
}

/** Download everything kept as one JSON file (made in the browser from the export call). */
async function downloadExport(): Promise<boolean> {
  try {
    const answer = await callApi('profile.export');
    if (!answer.ok) return false;
    const data = answer.data;
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `my-data-${data.exported_at.slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  } catch {
    return false;
  }
}

export function Component() {
  const { t } = useTranslation('profile');
  const { locale, content } = useLoaderData<ContentData>();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { pending, send } = useSubmit();

  const run = (work: () => Promise<CallResult<unknown>>, done: string) =>
    send(async () => {
      const answer = await work();
      setMessage(answer.ok ? { ok: true, text: done } : { ok: false, text: t('content.failed') });
      if (answer.ok) await revalidator.revalidate();
      return answer;
    });

  const paused = content?.tracking_paused ?? false;
  return (
    <ProfileFrame section="materials" title={t('nav.materials')} signedIn={content !== null}>
      {message ? (
        <p className={message.ok ? styles.notice : styles.alert} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <ProfilePanel id="my-materials" title={t('content.materials')}>
        {paused ? <p className={styles.panelLead}>{t('content.pausedNote')}</p> : null}
        {content?.materials.length ? (
          <ul className={styles.rows}>
            {content.materials.map((item) => (
              <HistoryRow
                key={item.material.id}
                item={item}
                locale={locale}
                onForget={() =>
                  run(
                    () => callApi('profile.forget', { params: { material_id: item.material.id } }),
                    t('content.forgotten'),
                  )
                }
              />
            ))}
          </ul>
        ) : (
          <EmptyWithLink
            text={t('courses.emptyViewed')}
            to={href('materials', locale)}
            label={t('favorites.toMaterials')}
          />
        )}
      </ProfilePanel>
      <ProfilePanel id="my-comments" title={t('content.comments')}>
        {content?.comments.length ? (
          <ul className={styles.rows}>
            {content.comments.map((comment) => (
              <CommentRow key={comment.id} comment={comment} locale={locale} />
            ))}
          </ul>
        ) : (
          <EmptyState text={t('content.emptyComments')} />
        )}
      </ProfilePanel>
      <section
        className={`${styles.panel} ${styles.privacy}`}
        aria-labelledby="my-privacy"
        data-testid="privacy"
      >
        <h2 id="my-privacy" className={styles.panelTitle}>
          {t('content.privacy')}
        </h2>
        <p className={styles.rowMeta}>{paused ? t('content.pausedState') : t('content.trackingState')}</p>
        <div className={styles.rowActions}>
          <button
            type="button"
            className="button"
            disabled={pending}
            aria-pressed={paused}
            onClick={() =>
              run(
                () => callApi('profile.tracking', { body: { paused: !paused } }),
                paused ? t('content.resumed') : t('content.paused'),
              )
            }
            data-testid="tracking"
          >
            {paused ? t('content.resume') : t('content.pause')}
          </button>
          <button
            type="button"
            className="button"
            disabled={pending || !content?.materials.length}
            onClick={() => {
              if (!window.confirm(t('content.clearConfirm'))) return;
              void run(() => callApi('profile.clearHistory'), t('content.cleared'));
            }}
            data-testid="clear-history"
          >
            {t('content.clear')}
          </button>
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={async () => {
              if (!(await downloadExport())) setMessage({ ok: false, text: t('content.failed') });
            }}
            data-testid="export"
          >
            {t('content.export')}
          </button>
        </div>
      </section>
    </ProfileFrame>
  );
}
