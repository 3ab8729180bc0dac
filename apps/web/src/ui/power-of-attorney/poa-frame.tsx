import { useState, type ReactNode } from 'react';
import { HttpError } from '../../lib/http/http-error';
import styles from './power-of-attorney.module.css';

/** What the area says of a refusal of a power of attorney or its result: a §4 POA_* result, a stale cart… */
export type PoaRefusalText = (error: Error) => ReactNode;

/** The field errors of a refusal, by field, as translation keys. */
export const fieldErrorsOf = (error: Error | null): Record<string, string> =>
  error instanceof HttpError ? error.fieldErrors : {};

/** One call of a form at a time: which one runs now, and the refusal of the last one. */
export function usePoaCall<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [error, setError] = useState<Error | null>(null);
  async function run(kind: Kind, call: () => Promise<unknown>) {
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
