import {
  characteristicField,
  type Cart,
  type NumberPortEntry,
  type NumberPorts,
} from '@kaista/domain/ordering';
import { useState } from 'react';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { failureKey, type Problems } from './details-section';
import { joinTime, splitTime } from './number-port-rules';
import { useSetNumberPort } from './number-queries';

/** The date field's own text for a date that cannot be read, kept as the form's error of the transfer time. */
const DATE_UNREADABLE = 'common.date.invalid';

type PortInField = 'number' | 'contactName' | 'contactPhone' | 'signer';
export const PORT_IN_FIELDS: readonly { name: PortInField; max: number }[] = [
  { name: 'number', max: 30 },
  { name: 'contactName', max: 100 },
  { name: 'contactPhone', max: 30 },
  { name: 'signer', max: 100 },
];

/**
 * The port-in form's values, its errors (the save's, else the pre-order check's) and its save (§7 PUT
 * /numberport).
 */
export function usePortInForm(cart: Cart, entry: NumberPortEntry, ports: NumberPorts, problems: Problems) {
  const errorText = useFieldErrorText();
  const save = useSetNumberPort();
  const initial = splitTime(entry.transferTime);
  const [values, setValues] = useState({
    number: entry.number,
    contactName: entry.contactName,
    contactPhone: entry.contactPhone,
    signer: entry.signer,
  });
  const [ownerChange, setOwnerChange] = useState(entry.ownerChange);
  const [date, setDate] = useState(initial.date);
  const [hour, setHour] = useState(initial.hour || ports.transferHours[0] || '09:00');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** False while the date field keeps a text that is no date: the form is not sent then (no silent "earliest"). */
  const [dateReadable, setDateReadable] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // What the check said of a field speaks of the value it saw: once the field is edited, or the form saved
  // (which the server checks again), it no longer holds, until the next check (a new `problems`) says its own.
  const [edited, setEdited] = useState({ since: problems, fields: new Set<string>() });
  const editedSinceCheck = (name: string) => edited.since === problems && edited.fields.has(name);
  const markEdited = (...names: string[]) =>
    setEdited((current) => ({
      since: problems,
      fields: new Set([...(current.since === problems ? current.fields : []), ...names]),
    }));
  const problemOf = (code: string) =>
    editedSinceCheck(code)
      ? undefined
      : problems[characteristicField(entry.bundleNo, entry.productCode, code)];

  async function submit() {
    setFailure(null);
    setSaved(false);
    if (!dateReadable) {
      setErrors((current) => ({ ...current, transferTime: DATE_UNREADABLE }));
      return;
    }
    try {
      await save.mutateAsync({
        cart,
        input: { bundleNo: entry.bundleNo, ...values, ownerChange, transferTime: joinTime(date, hour) },
      });
      setErrors({});
      markEdited(...PORT_IN_FIELDS.map(({ name }) => name), 'transferTime');
      setSaved(true);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(failureKey(error));
    }
  }

  return {
    values,
    setValue(name: PortInField, value: string) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
      markEdited(name);
    },
    ownerChange,
    setOwnerChange,
    date,
    setDate,
    hour,
    setHour,
    setDateReadable(readable: boolean) {
      setDateReadable(readable);
      if (!readable) setErrors((current) => ({ ...current, transferTime: DATE_UNREADABLE }));
    },
    errorOf: (name: string, value?: string) => errorText(errors[name] ?? problemOf(name), value),
    failure,
    saved,
    submit,
    isSaving: save.isPending,
  };
}
