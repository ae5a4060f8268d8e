/**
 * The frame of every desk page (docs/desk.md): the heading, the queues with their counts in a
 * sidebar on wide screens and a disclosure menu on phones (it works without scripts), the
 * administrator's waiting-work mail switch, and the page's content. Never indexed.
 */
import { type ReactNode, useState } from 'react';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { RouteId } from '../../../shared/routes/tree.ts';
import type { DeskSummary } from '../../../shared/schemas/desk.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import { useLocale } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import type { IconName } from '../../ui/icons/names.ts';
import frame from '../profile/Profile.module.css';
import styles from './Desk.module.css';
import { useDeskTranslation } from './use-desk-translation.ts';

export type DeskSection = 'chats' | 'access' | 'comments' | 'readers' | 'audit';

const QUEUES: readonly {
  key: DeskSection;
  route: RouteId;
  icon: IconName;
  count?: keyof DeskSummary['counts'];
}[] = [
  { key: 'chats', route: 'desk', icon: 'LifeBuoy', count: 'chats' },
  { key: 'access', route: 'desk-access', icon: 'Flag', count: 'access' },
  { key: 'comments', route: 'desk-comments', icon: 'MessageSquare', count: 'comments' },
  { key: 'readers', route: 'desk-readers', icon: 'UserRound' },
  { key: 'audit', route: 'desk-audit', icon: 'ScrollText' },
];

function Queues({ current, counts }: { current: DeskSection; counts: DeskSummary['counts'] }) {
  const { t } = useDeskTranslation();
  const locale = useLocale();
  return (
    <ul className={frame.navList}>
      {QUEUES.map((queue) => {
        const count = queue.count ? counts[queue.count] : undefined;
        return (
          <li key={queue.key}>
            <SiteLink
              className={frame.navLink}
              to={href(queue.route, locale)}
              aria-current={queue.key === current ? 'page' : undefined}
              data-testid={`desk-nav-${queue.key}`}
            >
              <Icon name={queue.icon} size={18} className={frame.navIcon} />
              <span>{t(`nav.${queue.key}`)}</span>
              {count !== undefined ? (
                <span className={count > 0 ? styles.countWaiting : styles.count} data-testid="desk-count">
                  {count}
                </span>
              ) : null}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The administrator's own switch for the waiting-work mail (docs/desk.md#the-waiting-work-mail). */
function MailSwitch({ on }: { on: boolean }) {
  const { t } = useDeskTranslation();
  const [checked, setChecked] = useState(on);
  const [note, setNote] = useState<string | null>(null);
  const form = useSubmit();
  const toggle = async (value: boolean) => {
    setChecked(value);
    setNote(null);
    const answer = await form.send(() => callApi('desk.me', { body: { desk_mail: value } }));
    if (!answer) return;
    if (answer.ok) setNote(t('mail.saved'));
    else {
      setChecked(!value);
      setNote(t('common.failed'));
    }
  };
  return (
    <div className={styles.mailSwitch}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          disabled={form.pending}
          onChange={(event) => void toggle(event.target.checked)}
          data-testid="desk-mail-switch"
        />
        <span>{t('mail.label')}</span>
      </label>
      <p className="field-hint" role="status">
        {note}
      </p>
    </div>
  );
}

export function DeskFrame({
  section,
  title,
  summary,
  children,
}: {
  section: DeskSection;
  title: string;
  summary: DeskSummary;
  children: ReactNode;
}) {
  const { t } = useDeskTranslation();
  const locale = useLocale();
  return (
    <div className={`page ${frame.area}`} data-testid="desk">
      <PageMeta title={title} noindex />
      <p className={frame.eyebrow}>{t('area')}</p>
      {/* A reader's name is the title of their page: marked in its own language. */}
      <h1 className={frame.title} lang={typedTextLang(title, locale)}>
        {title}
      </h1>
      <div className={frame.layout}>
        <nav className={frame.nav} aria-label={t('nav.label')}>
          <details className={frame.menu}>
            <summary className={frame.menuSummary}>
              <Icon name="Menu" size={18} />
              <span>{t(`nav.${section}`)}</span>
              <Icon name="ChevronDown" size={16} className={frame.menuChevron} />
            </summary>
            <Queues current={section} counts={summary.counts} />
          </details>
          <div className={frame.sidebar} data-testid="desk-sidebar">
            <Queues current={section} counts={summary.counts} />
            <MailSwitch on={summary.me.desk_mail} />
          </div>
        </nav>
        <div className={frame.content}>{children}</div>
      </div>
    </div>
  );
}

/** An empty queue says so. */
export function DeskEmpty({ text }: { text: string }) {
  return (
    <p className={styles.empty} data-testid="desk-empty">
      {text}
    </p>
  );
}
