/**
 * The auth windows of docs/product.md#screens, mounted once in the frame: login, registration, the reset request, the
 * change-password window (opened by `?pin`) and the registration-success window (opened by
 * `?email-pin`). Anything may open login by name (`openModal('login')`: a guest's favourite or
 * comment); a social sign-in that came back with `?auth_error` opens it with its message. Every window
 * closes when the route changes. A pin leaves the address once it has been used or the window closed.
 * A chunk of its own, mounted by `AuthModalsHost.tsx` when first wanted.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { setSignedIn } from '../../data/session.ts';
import { useLocale, useRootData } from '../../runtime/root-data.ts';
import { type ModalName, useUi } from '../../runtime/ui-state.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { HANDLED_PARAMS } from './handled-params.ts';
import { SOCIAL_ERRORS } from './messages.ts';

// The forms load when a window first opens (they are no part of a first screen).
const LoginForm = lazy(() => import('./LoginForm.tsx').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('./RegisterForm.tsx').then((m) => ({ default: m.RegisterForm })));
const ForgotForm = lazy(() => import('./ForgotForm.tsx').then((m) => ({ default: m.ForgotForm })));
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm.tsx').then((m) => ({ default: m.ChangePasswordForm })),
);
const RegistrationSuccess = lazy(() =>
  import('./RegistrationSuccess.tsx').then((m) => ({ default: m.RegistrationSuccess })),
);

const TITLES: Record<ModalName, string> = {
  login: 'login.title',
  register: 'register.title',
  'forgot-password': 'forgot.title',
  'change-password': 'changePassword.title',
  'registration-success': 'registered.title',
};

export function AuthModals() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { modal, openModal, closeModal } = useUi();
  const signedInNow = useRootData()?.signedIn ?? false;
  const [pin, setPin] = useState<{ value: string; mustChange: boolean } | null>(null);
  const [emailPin, setEmailPin] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  /**
   * Takes handled parameters out of the address without leaving the page; `state` tells the page
   * what happened (a confirmed e-mail: the registration-completed page may then say so).
   */
  const dropParams = useCallback(
    (state?: { emailConfirmed: true }) => {
      const search = new URLSearchParams(location.search);
      if (!HANDLED_PARAMS.some((name) => search.has(name))) return;
      for (const name of HANDLED_PARAMS) search.delete(name);
      const rest = search.toString();
      navigate(
        { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
        { replace: true, state },
      );
    },
    [location.search, location.pathname, location.hash, navigate],
  );

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const resetPin = search.get('pin');
    const confirmation = search.get('email-pin');
    const socialError = search.get('auth_error');
    if (resetPin) {
      setPin({ value: resetPin, mustChange: false });
      openModal('change-password');
    } else if (confirmation) {
      setEmailPin(confirmation);
      setConfirmed(false);
      openModal('registration-success');
    } else if (socialError && !signedInNow) {
      // A signed-in reader came back from connecting a provider: the account details say it.
      setNotice(t(SOCIAL_ERRORS[socialError] ?? 'social.failed', { minutes: 10 }));
      openModal('login');
      dropParams();
    }
  }, [location.search, openModal, dropParams, t, signedInNow]);

  // docs/product.md#screens: the windows close on any route change (a new path; a changed query is the same route).
  const path = useRef(location.pathname);
  useEffect(() => {
    if (path.current === location.pathname) return;
    path.current = location.pathname;
    closeModal();
  }, [location.pathname, closeModal]);

  const close = useCallback(() => {
    closeModal();
    setNotice(null);
    if (modal === 'change-password' || modal === 'registration-success') dropParams();
  }, [closeModal, modal, dropParams]);

  const toPage = (id: 'check-email') => {
    closeModal();
    navigate(href(id, locale));
  };

  const signedIn = () => {
    closeModal();
    setNotice(null);
    setSignedIn(true);
    revalidator.revalidate();
  };

  const onConfirmed = useCallback(() => {
    setConfirmed(true);
    dropParams({ emailConfirmed: true });
  }, [dropParams]);
  // docs/product.md#error-messages: to the site root, in the language the link was opened in (the
  // bare `/` would choose Russian while the frame still speaks the link's language).
  const onConfirmFailed = useCallback(() => {
    closeModal();
    navigate(href('main', locale));
  }, [closeModal, navigate, locale]);

  const title =
    modal === 'registration-success' && !confirmed
      ? t('registered.confirming')
      : modal
        ? t(TITLES[modal])
        : '';

  return (
    <Dialog open={modal !== null} onClose={close} title={title}>
      <Suspense fallback={null}>
        {modal === 'login' ? (
          <LoginForm
            notice={notice}
            onSignedIn={signedIn}
            onPasswordChangeRequired={(value) => {
              setPin({ value, mustChange: true });
              openModal('change-password');
            }}
            onForgot={() => openModal('forgot-password')}
            onRegister={() => openModal('register')}
          />
        ) : null}
        {modal === 'register' ? (
          <RegisterForm onRegistered={() => toPage('check-email')} onLogin={() => openModal('login')} />
        ) : null}
        {modal === 'forgot-password' ? (
          <ForgotForm onSent={() => toPage('check-email')} onLogin={() => openModal('login')} />
        ) : null}
        {modal === 'change-password' && pin ? (
          <ChangePasswordForm
            key={pin.value}
            pin={pin.value}
            mustChange={pin.mustChange}
            onChanged={() => dropParams()}
            onLogin={() => {
              setPin(null);
              openModal('login');
            }}
            onRequestNew={() => openModal('forgot-password')}
          />
        ) : null}
        {modal === 'registration-success' && emailPin ? (
          <RegistrationSuccess
            pin={emailPin}
            onConfirmed={onConfirmed}
            onFailed={onConfirmFailed}
            onLogin={() => openModal('login')}
          />
        ) : null}
      </Suspense>
    </Dialog>
  );
}
