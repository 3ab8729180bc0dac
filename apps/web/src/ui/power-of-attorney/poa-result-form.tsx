import {
  POA_SIGNING_RESULTS,
  poaResultInputSchema,
  type PoaResultInput,
  type PoaSigningResult,
} from '@kaista/domain/powers-of-attorney';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../button/button';
import { RadioGroup } from '../radio-group/radio-group';
import { TextField } from '../text-field/text-field';
import { fieldErrorsOf, PoaFrame, usePoaCall, type PoaRefusalText } from './poa-frame';
import styles from './power-of-attorney.module.css';

export interface PoaResultFormProps {
  /**
   * The area's texts: `<textPrefix>.result`, `.status.SIGNED`, `.status.REJECTED`, `.signed-personal-id` and
   * `.record`, and `.signed-personal-id-help` where the area has one.
   */
  textPrefix: string;
  /** Names the form: which power of attorney it decides. */
  label: string;
  /** Records the result; a refusal rejects. */
  record: (input: PoaResultInput) => Promise<unknown>;
  refusal: PoaRefusalText;
}

/**
 * The signing's result of a pending power of attorney, from the paper that came back: signed (the personal
 * identity code written on it must be the holder's, §4 SSN mismatch) or rejected by the holder.
 */
export function PoaResultForm({ textPrefix, label, record, refusal }: PoaResultFormProps) {
  const { t, i18n } = useTranslation();
  const [result, setResult] = useState<PoaSigningResult>('SIGNED');
  const [personalId, setPersonalId] = useState('');
  const { busy, error, run } = usePoaCall<'record'>();
  const fieldError = fieldErrorsOf(error).holderPersonalId;
  const personalIdHelp = `${textPrefix}.signed-personal-id-help`;

  const input: PoaResultInput =
    result === 'SIGNED'
      ? { result, holderPersonalId: personalId.trim().toUpperCase() }
      : { result: 'REJECTED' };

  return (
    <PoaFrame
      label={label}
      onSubmit={() => void run('record', poaResultInputSchema.safeParse(input), () => record(input))}
      error={error}
      refusal={refusal}
    >
      <RadioGroup
        label={t(`${textPrefix}.result`)}
        orientation="horizontal"
        options={POA_SIGNING_RESULTS.map((value) => ({ value, label: t(`${textPrefix}.status.${value}`) }))}
        value={result}
        onChange={(value) => setResult(value as PoaSigningResult)}
      />
      {result === 'SIGNED' ? (
        <TextField
          label={t(`${textPrefix}.signed-personal-id`)}
          description={i18n.exists(personalIdHelp) ? t(personalIdHelp) : undefined}
          value={personalId}
          onChange={setPersonalId}
          isRequired
          maxLength={11}
          errorMessage={fieldError ? t(fieldError) : undefined}
        />
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="secondary" isLoading={busy === 'record'}>
          {t(`${textPrefix}.record`)}
        </Button>
      </div>
    </PoaFrame>
  );
}
