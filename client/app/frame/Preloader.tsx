import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { PRELOADER_HIDE_DELAY_MS } from '../../../shared/constants.ts';
import styles from './Preloader.module.css';

/**
 * docs/product.md#screens "a preloader hides 200 ms after start", as docs/architecture.md#rendering shapes it: a thin bar over the top of
 * the page, shown until 200 ms after hydration and during client navigations. It never covers the
 * server-rendered content; without scripts it is not drawn.
 */
export function Preloader() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), PRELOADER_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const busy = !started || navigation.state !== 'idle';
  return (
    <>
      {/* Without scripts nothing loads after the page: the bar is not drawn at all. */}
      <noscript>
        <span className={styles.noScript} />
      </noscript>
      {/* A native indeterminate progress element (no value): no role to restate. */}
      <progress
        className={styles.bar}
        data-state={busy ? 'loading' : 'done'}
        data-testid="preloader"
        aria-label={t('a11y.loading')}
        aria-hidden={!busy}
      />
    </>
  );
}
