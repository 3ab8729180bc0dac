import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import field from '../../ui/field.module.css';
import styles from './tickets.module.css';

type Common = { label: string; error?: string | undefined; hint?: string; multiline?: boolean };
type TextFieldProps = Common &
  InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled text input or text area for react-hook-form's register, with its error tied by aria. */
export const TextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, TextFieldProps>(
  function TextField({ label, error, hint, multiline, required, ...input }, ref) {
    const id = useId();
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    const shared = {
      id,
      ref,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy || undefined,
      className: styles.input,
    };
    return (
      <div className={field.field}>
        <label htmlFor={id} className={field.label}>
          {label}
          {required ? (
            <span aria-hidden="true" className={field.required}>
              *
            </span>
          ) : null}
        </label>
        {multiline ? <textarea rows={6} {...input} {...shared} /> : <input {...input} {...shared} />}
        {hint ? (
          <span id={`${id}-hint`} className={field.description}>
            {hint}
          </span>
        ) : null}
        {error ? (
          <span id={`${id}-error`} role="alert" className={field.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  },
);
