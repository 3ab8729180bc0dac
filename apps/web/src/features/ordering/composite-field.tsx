import {
  characteristicField,
  compositeEntryField,
  compositeProblemField,
  compositeProblems,
  compositeRows,
  mayAddEntry,
  type CartCharacteristic,
  type Composite,
  type CompositeEntry,
  type CompositeRow,
} from '@kaista/domain/ordering';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import { CharacteristicField } from './characteristic-field';
import styles from './ordering.module.css';

export interface CompositeFieldProps {
  bundleNo: number;
  characteristic: CartCharacteristic & { composite: Composite };
  entries: CompositeEntry[];
  /** The rows as changed, and the fields (a prefix) whose server errors the change answers. */
  onChange: (entries: CompositeEntry[], answered: string) => void;
  /** The server's message keys by field, a row's component at `bundleNo.productCode.code.row.component`. */
  serverErrors: Readonly<Record<string, string>>;
}

/** A new row: each component at its default. */
const newEntry = (composite: Composite): CompositeEntry =>
  Object.fromEntries(
    composite.componentCharacteristics.flatMap((c) => (c.defaultValue ? [[c.code, c.defaultValue]] : [])),
  );

/**
 * §4 composite entries (an APN list): the rows given are disabled except the last, which is edited here and
 * may be removed; a standard entry (the standard APN) is neither. A row is added up to the catalogue's
 * maximum once the last one is complete. Each component is checked by the same §5 rules as the server's.
 */
export function CompositeField({
  bundleNo,
  characteristic,
  entries,
  onChange,
  serverErrors,
}: CompositeFieldProps) {
  const { t } = useTranslation();
  const { composite, productCode, code } = characteristic;
  const own = characteristicField(bundleNo, productCode, code);
  const standardCount = composite.standardEntries.length;
  // What only the list as a whole can tell (a row entered twice); a component's own §5 rule the field tells.
  const listProblems: Record<string, string> = Object.fromEntries(
    compositeProblems(composite, false, entries, true).map((problem) => [
      compositeProblemField(bundleNo, productCode, code, problem),
      problem.key,
    ]),
  );
  const rowLabel = (row: CompositeRow) =>
    row.index === null
      ? t('ordering.composite.standard-row', { number: composite.standardEntries.indexOf(row.entry) + 1 })
      : t('ordering.composite.row', { number: standardCount + row.index + 1 });

  const change = (index: number, component: string, value: string) => {
    const next = entries.map((entry, at) => (at === index ? { ...entry, [component]: value } : entry));
    onChange(next, compositeEntryField(bundleNo, productCode, code, index, component));
  };

  const row = (item: CompositeRow) => (
    <div
      key={item.index ?? `standard-${composite.standardEntries.indexOf(item.entry)}`}
      role="group"
      aria-label={rowLabel(item)}
      className={styles.compositeRow}
    >
      <span className={styles.hint}>{rowLabel(item)}</span>
      {composite.componentCharacteristics.map((component) => {
        const field =
          item.index === null
            ? null
            : compositeEntryField(bundleNo, productCode, code, item.index, component.code);
        return (
          <CharacteristicField
            key={component.code}
            characteristic={{
              ...component,
              productCode,
              value: null,
              editable: component.editable && !item.locked,
            }}
            value={item.entry[component.code] ?? ''}
            serverError={field ? (serverErrors[field] ?? listProblems[field]) : undefined}
            onChange={(value) => item.index !== null && change(item.index, component.code, value)}
          />
        );
      })}
      {item.index !== null && !item.locked ? (
        <Button
          variant="tertiary"
          size="small"
          onPress={() => onChange(entries.slice(0, -1), `${own}.${item.index}.`)}
        >
          {t('ordering.composite.remove-row', { number: standardCount + item.index + 1 })}
        </Button>
      ) : null}
    </div>
  );

  return (
    <fieldset className={styles.composite}>
      <legend>{characteristic.name}</legend>
      {compositeRows(composite, entries).map(row)}
      {serverErrors[own] ? (
        <p role="alert" className={styles.compositeError}>
          {t(serverErrors[own])}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="small"
        isDisabled={!characteristic.editable || !mayAddEntry(composite, entries)}
        onPress={() => onChange([...entries, newEntry(composite)], own)}
      >
        {t('ordering.composite.add-row', { max: composite.maxEntries })}
      </Button>
    </fieldset>
  );
}
