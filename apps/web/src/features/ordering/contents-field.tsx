import { formatServiceNumber } from '@kaista/domain/services';
import type { CartCharacteristic, CartLineView } from '@kaista/domain/ordering';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CharacteristicField } from './characteristic-field';
import { CompositeField } from './composite-field';
import { answers, fieldOf } from './contents-values';
import type { useCompositeValues } from './use-composite-values';
import type { useNumberChoices } from './use-number-choices';

/** The contents form's state a field reads and changes. */
export interface ContentsFormState {
  values: Record<string, string>;
  setValues: Dispatch<SetStateAction<Record<string, string>>>;
  serverErrors: Record<string, string>;
  setServerErrors: Dispatch<SetStateAction<Record<string, string>>>;
  composites: ReturnType<typeof useCompositeValues>;
  numbers: ReturnType<typeof useNumberChoices>;
}

/**
 * One asked characteristic of an item: a composite's rows (a change clears the server's errors it answers),
 * else its field, a number's with the first free numbers of its range beside it.
 */
export function ContentsField({
  line,
  bundleNo,
  characteristic: c,
  form,
}: {
  line: CartLineView;
  bundleNo: number;
  characteristic: CartCharacteristic;
  form: ContentsFormState;
}) {
  const { t } = useTranslation();
  const { values, setValues, serverErrors, setServerErrors, composites, numbers } = form;
  const key = fieldOf(bundleNo, c);
  if (c.composite)
    return (
      <CompositeField
        bundleNo={bundleNo}
        characteristic={{ ...c, composite: c.composite }}
        entries={composites.rowsOf(key)}
        serverErrors={serverErrors}
        onChange={(rows, answered) => {
          composites.set(key, rows);
          setServerErrors((current) =>
            Object.fromEntries(Object.entries(current).filter(([at]) => !answers(answered, at))),
          );
        }}
      />
    );
  const product = line.products.find((p) => p.code === c.productCode);
  const free = c.code === 'number' && product ? numbers.freeFor(product.offeringType) : undefined;
  const description = free
    ? t(free.kind === 'CSN' ? 'ordering.free-csn-numbers' : 'ordering.free-numbers', {
        numbers: free.numbers.slice(0, 3).map(formatServiceNumber).join(', '),
      })
    : undefined;
  return (
    <CharacteristicField
      characteristic={c}
      value={values[key] ?? ''}
      description={description}
      serverError={serverErrors[key]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [key]: value }));
        setServerErrors(({ [key]: _gone, ...rest }) => rest);
      }}
    />
  );
}
