/**
 * The state every form that sends a call shares: pending while its call runs (one at a time), the
 * messages beside its fields and the form's own (`form`), and whether the last submission went
 * through. The form decides what a refusal says (`error-keys.ts`); the call's result carries the
 * status, code, field and Retry-After it needs for that.
 */
import { useCallback, useRef, useState } from 'react';
import type { CallResult } from './call-api.ts';

export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

export function useSubmit<Field extends string = never>() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [done, setDone] = useState(false);
  const running = useRef(false);

  /** Makes the call unless one is already running (then answers null); pending meanwhile. */
  const send = useCallback(async <T>(call: () => Promise<CallResult<T>>): Promise<CallResult<T> | null> => {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    try {
      return await call();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { pending, errors, setErrors, done, setDone, send };
}
