import { fieldIssues } from '@kaista/domain/shared/validation';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { HttpError } from '../../lib/http/http-error';
import styles from './power-of-attorney.module.css';

/** What the area says of a refusal of a power of attorney or its result: a §4 POA_* result, a stale cart… */
export type PoaRefusalText = (error: Error) => ReactNode;

/** The form's own check of its input refused it before any call, with the API's fieldErrors' keys. */
class FieldCheckError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('The form’s input did not pass its check');
  }
}

/** The field errors of a refusal, the form's own or the server's, by field, as translation keys. */
export const fieldErrorsOf = (error: Error | null): Record<string, string> =>
  error instanceof HttpError || error instanceof FieldCheckError ? error.fieldErrors : {};

/**
 * One call of a form at a time: which one runs now, and the refusal of the last one. The input is checked
 * with the call's own schema first, so a field the server would refuse is told at once, without a call.
 */
export function usePoaCall<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [error, setError] = useState<Error | null>(null);
  async function run(kind: Kind, checked: z.ZodSafeParseResult<unknown>, call: () => Promise<unknown>) {
    if (!checked.success) {
      setError(new FieldCheckError(fieldIssues(checked.error)));
      return;
    }
    setBusy(kind);
    setError(null);
    try {
      await call();
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, run };
}

/**
 * The form around a power of attorney's fields: submitting it is the area's call, and a refusal shows below
 * the fields, in the area's words unless the fields show it themselves.
 */
export function PoaFrame({
  label,
  onSubmit,
  error,
  refusal,
  children,
}: {
  label: string | undefined;
  onSubmit: () => void;
  error: Error | null;
  refusal: PoaRefusalText;
  children: ReactNode;
}) {
  const shown = error && Object.keys(fieldErrorsOf(error)).length === 0 ? refusal(error) : null;
  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {shown}
    </form>
  );
}
