import type { Bundle, BundleChangeAction } from '@kaista/domain/ordering';
import { Checkbox, RadioGroup } from '../../ui';
import { isSingleChoice } from './product-choice-rules';
import styles from './ordering.module.css';

type Option = { value: string; label: string; description: string };

/** One child bundle's choice (§4): radio buttons for one required product, else checkboxes up to its maximum. */
export function BundleChoice({
  bundle,
  chosen,
  option,
  onChoose,
}: {
  bundle: Bundle;
  /** The codes chosen in this bundle. */
  chosen: readonly string[];
  option: (code: string) => Option;
  onChoose: (bundle: Bundle, productCode: string, action: BundleChangeAction) => void;
}) {
  if (isSingleChoice(bundle))
    return (
      <RadioGroup
        label={bundle.name}
        options={bundle.products.map((p) => option(p.code))}
        value={chosen[0] ?? null}
        onChange={(code) => onChoose(bundle, code, 'CHANGE')}
        isRequired
      />
    );
  return (
    <fieldset className={styles.choices}>
      <legend>{bundle.name}</legend>
      {bundle.products.map((p) => {
        const { label, description } = option(p.code);
        return (
          <Checkbox
            key={p.code}
            isSelected={chosen.includes(p.code)}
            isDisabled={!chosen.includes(p.code) && chosen.length >= bundle.maxItemsAllowed}
            onChange={(selected) => onChoose(bundle, p.code, selected ? 'ADD' : 'REMOVE')}
          >
            {label} <span className={styles.hint}>{description}</span>
          </Checkbox>
        );
      })}
    </fieldset>
  );
}
