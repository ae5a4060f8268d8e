/**
 * Interface state shared across the frame: which modal is open. Features register their modal
 * components in `modals/registry.ts`; anything may open one by name (docs/product.md#screens: toggling a favourite while
 * logged out opens the login modal).
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type ModalName = 'login' | 'register' | 'forgot-password' | 'change-password' | 'registration-success';

interface UiState {
  modal: ModalName | null;
  openModal: (name: ModalName) => void;
  closeModal: () => void;
}

const UiContext = createContext<UiState | null>(null);

export function UiProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalName | null>(null);
  const openModal = useCallback((name: ModalName) => setModal(name), []);
  const closeModal = useCallback(() => setModal(null), []);
  const value = useMemo(() => ({ modal, openModal, closeModal }), [modal, openModal, closeModal]);
  return <UiContext value={value}>{children}</UiContext>;
}

export function useUi(): UiState {
  const value = useContext(UiContext);
  if (!value) throw new Error('useUi outside UiProvider');
  return value;
}
