/**
 * `/logout` (docs/product.md#screens, route user-logout): protected, so a visitor without a session goes to the site
 * root. Opening it changes nothing (docs/rules.md R9); the button logs out through the web tier, and on
 * success the visitor goes to the main page in the interface language (`/` would redirect to `/ru`).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { setSignedIn } from '../../data/session.ts';
import { authApi } from '../../data/session-api.ts';
import { AuthPage, authPageStyles as styles } from '../../features/auth/AuthPage.tsx';
import { clearFavourites } from '../../features/reading/favourites-store.ts';
import { useLocale } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailed(false);
    const answer = await authApi.logout();
    setPending(false);
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    setSignedIn(false);
    clearFavourites();
    navigate(href('main', locale));
  };

  return (
    <AuthPage title={t('logout.title')} icon={<Icon name="LogOut" size={28} />}>
      <p className={styles.text}>{t('logout.text')}</p>
      <form className={styles.actions} onSubmit={submit} data-testid="logout-form">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('logout.submit')}
        </button>
        <SiteLink className="button" to={href('main', locale)}>
          {t('logout.cancel')}
        </SiteLink>
      </form>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('logout.failed')}
        </p>
      ) : null}
    </AuthPage>
  );
}
