import { characteristicError, type CartCharacteristic } from '@kaista/domain/ordering';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown, TextField } from '../../ui';

export interface CharacteristicFieldProps {
  characteristic: CartCharacteristic;
  value: string;
  onChange: (value: string) => void;
  /** The server's message key for this field, shown until the value changes. */
  serverError: string | undefined;
  description?: string | undefined;
}

/** One §3 characteristic as a form field, checked by the same §5 rules as on the server. */
export function CharacteristicField({
  characteristic,
  value,
  onChange,
  serverError,
  description,
}: CharacteristicFieldProps) {
  const { t } = useTranslation();
  const error = value.trim() === '' ? null : characteristicError(characteristic, value);
  const message = error ? t(error.key, error.params) : serverError ? t(serverError) : undefined;
  if (characteristic.type === 'CHOICE' || characteristic.type === 'YES_NO') {
    const options =
      characteristic.type === 'YES_NO'
        ? [
            { id: 'YES', label: t('ordering.yes') },
            { id: 'NO', label: t('ordering.no') },
          ]
        : characteristic.valueConstraints.values.map((choice) => ({ id: choice.code, label: choice.name }));
    return (
      <Dropdown
        label={characteristic.name}
        options={options}
        value={value || null}
        onChange={(key) => onChange(key ?? '')}
        isRequired={characteristic.mandatory}
        isDisabled={!characteristic.editable}
        {...(message ? { errorMessage: message } : {})}
      />
    );
  }
  return (
    <TextField
      label={characteristic.name}
      value={value}
      onChange={onChange}
      isRequired={characteristic.mandatory}
      isDisabled={!characteristic.editable}
      errorMessage={message}
      description={description}
    />
  );
}
