import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import field from '../../ui/field.module.css';
import styles from './operator.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  className?: string;
};

/** A labelled text input for react-hook-form's `register`, with its error announced beside it. */
export function FormField({ label, error, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${field.field} ${className ?? ''}`}>
      <label className={field.label} htmlFor={id}>
        {label}
        {input.required ? (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? '' : undefined}
      />
      {error ? (
        <span id={errorId} className={field.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
