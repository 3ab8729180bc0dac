import { useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { HttpError } from '../http/http-error';
import { useServerFieldErrors, type CodeFieldErrors } from './use-server-field-errors';

export interface FormSubmitOptions {
  /** Error codes that concern one field (e.g. 409 ORGANISATION_EXISTS on the business ID). */
  codes?: CodeFieldErrors;
  /** For a silent call: what to do with an error that is not about fields. */
  onOtherError?: (error: HttpError) => void;
}

/**
 * The one way a form writes: the values the form's schema accepted go to the area's mutation; field errors of
 * the answer land on their fields, other error answers already showed their §8 notice, anything else is a bug
 * for the global handler. While one submit is writing, another is not sent.
 */
export function useFormSubmit<TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  write: (values: TValues) => Promise<unknown>,
  options: FormSubmitOptions = {},
): (event?: BaseSyntheticEvent) => void {
  const showOnFields = useServerFieldErrors(form.setError, options.codes);
  const submit = form.handleSubmit(async (values) => {
    try {
      await write(values);
    } catch (error) {
      if (showOnFields(error)) return;
      if (!(error instanceof HttpError)) throw error;
      options.onOtherError?.(error);
    }
  });
  // A second submit while the first is still writing (a double click before the button shows it is busy)
  // is not sent: a write of several calls (a ticket and its files) would otherwise be made twice.
  const writing = useRef(false);
  return (event) => {
    if (writing.current) {
      event?.preventDefault();
      return;
    }
    writing.current = true;
    void submit(event).finally(() => {
      writing.current = false;
    });
  };
}
