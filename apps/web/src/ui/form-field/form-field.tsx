import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';

/** What a bound control receives: the value and handlers of react-hook-form and the translated error. */
export interface BoundField<V> {
  name: string;
  value: V;
  /** react-hook-form's own: takes a value or a change event, as controls give them. */
  onChange: ControllerRenderProps['onChange'];
  onBlur: () => void;
  /** Whatever element the control focuses (an input, a dropdown's button): the first in error gets the focus. */
  ref: RefCallBack;
  errorMessage: string | undefined;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, Out> {
  /** The form's control; `Out` is what its schema makes of the values (zod's output). */
  control: Control<T, unknown, Out>;
  name: N;
  /** The control itself, e.g. `(field) => <TextField {...field} label="Subject" />`. */
  children: (field: BoundField<FieldPathValue<T, N>>) => ReactNode;
}

/**
 * A form control bound to react-hook-form: value, change, blur and focus on error, with the field's error key
 * (from the shared schema or the server) shown in the user's language.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  children,
}: FormFieldProps<T, N, Out>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  return children({
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    errorMessage: errorText(fieldState.error?.message),
  });
}
