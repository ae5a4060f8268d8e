/**
 * Special-project access, /{locale}/profile/access (docs/product.md#screens "Profile area"; docs/product.md#content-and-engagement): what the
 * hashtag tool is for, the state of the reader's latest questionnaire, and the questionnaire itself
 * when none is pending and the tool is not open yet (a refused reader may send a new one). The
 * educators' landing and the profile menu lead here. Without a session, the sign-in prompt.
 *
 * The frame's user (the menu's entry, the landing's button) is the root data, read once per session
 * in the browser; when this page's own call says the tool is open and the frame does not know it yet
 * (an administrator granted it since), the user is read again, so the menu shows the tool's entry
 * and the landing stops offering the questionnaire.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { AccessAnswer } from '../../../shared/schemas/access.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { setSignedIn } from '../../data/session.ts';
import styles from '../../features/access/Access.module.css';
import { AccessForm } from '../../features/access/AccessForm.tsx';
import { AccessState } from '../../features/access/AccessState.tsx';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import profileStyles from '../../features/profile/Profile.module.css';
import { ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { useRootData } from '../../runtime/root-data.ts';

interface AccessPageData {
  locale: Locale;
  answer: AccessAnswer | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<AccessPageData> {
  return { locale: localeOf(args), answer: await loadPersonal(args, 'access.mine') };
}

export function Component() {
  const { t } = useTranslation('access');
  const loaded = useLoaderData<AccessPageData>();
  const { locale } = loaded;
  const [answer, setAnswer] = useState(loaded.answer);
  const frameAccess = useRootData()?.user?.card_access;
  const revalidator = useRevalidator();
  const open = answer?.card_access === 1;

  useEffect(() => setAnswer(loaded.answer), [loaded.answer]);
  useEffect(() => {
    if (open && frameAccess !== undefined && frameAccess !== 1) {
      setSignedIn(true);
      void revalidator.revalidate();
    }
  }, [open, frameAccess, revalidator]);

  const request = answer?.request ?? null;
  const mayAsk = answer !== null && !open && request?.status !== 'pending';
  return (
    <ProfileFrame section="access" title={t('title')} signedIn={answer !== null}>
      <p className={styles.lead}>
        {t('lead')} <SiteLink to={href('hashtags-landing', locale)}>{t('landingLink')}</SiteLink>
      </p>
      {request ? <AccessState request={request} locale={locale} /> : null}
      {open && request?.status !== 'granted' ? (
        <p className={profileStyles.notice} role="status">
          {t('form.alreadyOpen')}{' '}
          <SiteLink to={href('da-for-educators', locale)}>{t('state.openTool')}</SiteLink>
        </p>
      ) : null}
      {mayAsk ? (
        <section className={profileStyles.panel} aria-labelledby="access-form-title">
          <h2 id="access-form-title" className={profileStyles.panelTitle}>
            {request ? t('state.again') : t('form.title')}
          </h2>
          <AccessForm onSent={setAnswer} />
        </section>
      ) : null}
    </ProfileFrame>
  );
}
