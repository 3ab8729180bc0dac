import { poaInputSchema, type PoaInput } from '@kaista/domain/powers-of-attorney';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { saveFile } from '../../lib/api/save-file';
import { Button } from '../button/button';
import { DateField } from '../date-field/date-field';
import { TextField } from '../text-field/text-field';
import { fieldErrorsOf, PoaFrame, usePoaCall, type PoaRefusalText } from './poa-frame';
import styles from './power-of-attorney.module.css';

export interface PoaFormProps {
  /**
   * The area's texts: `<textPrefix>.help`, `.holder-name`, `.personal-id`, `.valid-until`, `.valid-until-help`,
   * `.print`, `.create` and `.file-name`, and `.personal-id-help` where the area has one.
   */
  textPrefix: string;
  /** Names the form where a page may hold several. */
  label?: string;
  /** The number the paper is for, in the PDF's file name. */
  number: string;
  /** The paper for the holder to sign, as a PDF. */
  pdf: (input: PoaInput) => Promise<Blob>;
  /** Records the power of attorney PENDING; a refusal rejects. */
  create: (input: PoaInput) => Promise<unknown>;
  refusal: PoaRefusalText;
}

const EMPTY: PoaInput = { holderName: '', holderPersonalId: '', validUntil: '' };

/**
 * §7 /poa/pdf and /poa/create, a service's or a port-in's alike: the holder's name, personal identity code
 * and last day, printed for the holder to sign and recorded as pending. A field's refusal shows at the field.
 */
export function PoaForm({ textPrefix, label, number, pdf, create, refusal }: PoaFormProps) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<PoaInput>(EMPTY);
  const { busy, error, run } = usePoaCall<'print' | 'create'>();
  const fieldErrors = fieldErrorsOf(error);
  const fieldError = (name: keyof PoaInput) => (fieldErrors[name] ? t(fieldErrors[name]) : undefined);
  const set = (name: keyof PoaInput) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));
  const body = { ...form, holderPersonalId: form.holderPersonalId.trim().toUpperCase() };
  const personalIdHelp = `${textPrefix}.personal-id-help`;

  const print = async () =>
    saveFile(await pdf(body), `${t(`${textPrefix}.file-name`)}-${number.replace('+', '')}.pdf`);

  return (
    <PoaFrame
      label={label}
      onSubmit={() => void run('create', poaInputSchema.safeParse(body), () => create(body))}
      error={error}
      refusal={refusal}
    >
      <p className={styles.help}>{t(`${textPrefix}.help`)}</p>
      <TextField
        label={t(`${textPrefix}.holder-name`)}
        value={form.holderName}
        onChange={set('holderName')}
        isRequired
        maxLength={100}
        errorMessage={fieldError('holderName')}
      />
      <TextField
        label={t(`${textPrefix}.personal-id`)}
        value={form.holderPersonalId}
        onChange={set('holderPersonalId')}
        isRequired
        maxLength={11}
        description={i18n.exists(personalIdHelp) ? t(personalIdHelp) : undefined}
        errorMessage={fieldError('holderPersonalId')}
      />
      <DateField
        label={t(`${textPrefix}.valid-until`)}
        value={form.validUntil}
        onChange={set('validUntil')}
        isRequired
        description={t(`${textPrefix}.valid-until-help`)}
        errorMessage={fieldError('validUntil')}
      />
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          isLoading={busy === 'print'}
          onPress={() => void run('print', poaInputSchema.safeParse(body), print)}
        >
          {t(`${textPrefix}.print`)}
        </Button>
        <Button type="submit" variant="secondary" isLoading={busy === 'create'}>
          {t(`${textPrefix}.create`)}
        </Button>
      </div>
    </PoaFrame>
  );
}
