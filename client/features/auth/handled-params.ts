/** The query parameters the auth windows read (`AuthModals.tsx`), removed once handled. */
export const HANDLED_PARAMS = ['pin', 'email-pin', 'auth_error'] as const;
