import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLinkNavigation } from '../../components/link/SiteLink.tsx';
import { ImagePopupHost } from '../../components/media/ImagePopupHost.tsx';
import { AuthModalsHost } from '../../features/auth/AuthModalsHost.tsx';
import { UiProvider } from '../../runtime/ui-state.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import styles from './Frame.module.css';
import { Header } from './Header.tsx';
import { Island, island, wakeOnFirstAct } from './island.tsx';
import { Preloader } from './Preloader.tsx';
import { ScrollReset } from './ScrollReset.tsx';

/**
 * The footer is links and words: an island (`island.tsx`) whose markup the server renders and whose
 * code comes at the reader's first act; a link followed before that is an ordinary one.
 */
const footer = island(() => import('./Footer.tsx').then((module) => module.Footer));

export function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => wakeOnFirstAct(footer), []);
  return (
    <SiteLinkNavigation>
      <UiProvider>
        <Preloader />
        <ScrollReset />
        <a className={styles.skip} href="#main">
          {t('a11y.skipToContent')}
        </a>
        <div className={styles.frame}>
          <Header />
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <Island part={footer} />
        </div>
        <CookieNotice />
        <ImagePopupHost />
        <AuthModalsHost />
      </UiProvider>
    </SiteLinkNavigation>
  );
}
