/**
 * Social accounts in the account details (docs/product.md#content-model; docs/architecture.md#sessions-and-accounts): each configured provider, connected or
 * not; "connect" goes through the provider and comes back here, "disable" unlinks it, except when it
 * is the last way to sign in (the API refuses; the message says to set a password first).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { SOCIAL_START_PATHS } from '../../../shared/contract/session-wire.ts';
import type { SocialProvider } from '../../../shared/schemas/accounts.ts';
import { callApi } from '../../data/call-api.ts';
import { errorKey } from '../../data/error-keys.ts';
import styles from './Profile.module.css';

export interface ProviderState {
  provider: SocialProvider;
  connected: boolean;
  available: boolean;
}

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export function SocialAccounts({ providers, back }: { providers: ProviderState[]; back: string }) {
  const { t } = useTranslation(['profile', 'auth']);
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const shown = providers.filter((p) => p.available || p.connected);

  const disable = async (provider: SocialProvider) => {
    setMessage(null);
    const answer = await callApi('accounts.socialDisconnect', { params: { provider } });
    if (answer.ok) {
      setMessage({ ok: true, text: t('details.disconnected', { provider: NAMES[provider] }) });
      void revalidator.revalidate();
      return;
    }
    setMessage({ ok: false, text: t(errorKey(answer.code, 'auth:messages.generic')) });
  };

  if (shown.length === 0) return <p className={styles.rowMeta}>{t('details.noProviders')}</p>;
  return (
    <>
      {message ? (
        <p className={message.ok ? styles.notice : styles.alert} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <ul className={styles.rows}>
        {shown.map(({ provider, connected, available }) => (
          <li key={provider} className={styles.row} data-testid={`social-${provider}`}>
            <div>
              <p className={styles.rowTitle}>{NAMES[provider]}</p>
              <p className={styles.rowMeta}>{connected ? t('fields.connected') : t('fields.notConnected')}</p>
            </div>
            <div className={styles.rowActions}>
              {connected ? (
                <button type="button" className="button" onClick={() => disable(provider)}>
                  {t('fields.disable')}
                </button>
              ) : available ? (
                <a
                  className="button"
                  href={`${SOCIAL_START_PATHS[provider]}?${new URLSearchParams({ back, connect: '1' })}`}
                >
                  {t('fields.connect')}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
