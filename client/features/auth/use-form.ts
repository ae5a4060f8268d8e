/** The state every auth form shares: its fields' messages, the form's own message, and pending. */
import { useState } from 'react';
import type { FormField } from './messages.ts';

export type Errors = Partial<Record<FormField, string>>;

export function useFormState() {
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  return {
    errors,
    pending,
    setErrors,
    /** Runs a submission once at a time; the form's messages are cleared when it starts. */
    async run(work: () => Promise<void>) {
      if (pending) return;
      setPending(true);
      try {
        await work();
      } finally {
        setPending(false);
      }
    },
  };
}
