import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLinkNavigation } from '../../components/link/SiteLink.tsx';
import { ImagePopupHost } from '../../components/media/ImagePopupHost.tsx';
import { AuthModalsHost } from '../../features/auth/AuthModalsHost.tsx';
import { UiProvider } from '../../runtime/ui-state.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import styles from './Frame.module.css';
import { Header } from './Header.tsx';
import { Preloader } from './Preloader.tsx';
import { ScrollReset } from './ScrollReset.tsx';

export function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
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
          <Footer />
        </div>
        <CookieNotice />
        <ImagePopupHost />
        <AuthModalsHost />
      </UiProvider>
    </SiteLinkNavigation>
  );
}
