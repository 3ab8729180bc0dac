import { useState } from 'react';
import { QuantityStepper, SearchInput, TextField } from '../../../ui';
import { Example } from '../gallery-section';
import styles from '../gallery.module.css';

const STEPPER_LABELS = { label: 'Quantity', decreaseLabel: 'Decrease', increaseLabel: 'Increase' };

export function InputSection() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [quantities, setQuantities] = useState({ plain: 1, max: 4, removable: 1, typed: 10, stepped: 6 });
  const [removals, setRemovals] = useState(0);
  const [texts, setTexts] = useState({ plain: '', required: '', notes: '' });
  const write = (key: keyof typeof texts) => (value: string) => setTexts({ ...texts, [key]: value });
  const set = (key: keyof typeof quantities) => (value: number) =>
    setQuantities({ ...quantities, [key]: value });
  return (
    <>
      <Example label="text field: plain, required with error, multi-line with description, disabled">
        <div className={styles.column}>
          <TextField
            label="Subject"
            value={texts.plain}
            onChange={write('plain')}
            placeholder="Short title"
          />
          <TextField
            label="Company name"
            value={texts.required}
            onChange={write('required')}
            isRequired
            errorMessage={texts.required ? undefined : 'Field cannot be empty'}
          />
          <TextField
            label="Description"
            value={texts.notes}
            onChange={write('notes')}
            description="Tell what happened, when and where"
            isMultiline
            rows={4}
          />
          <TextField label="Business ID" value="1234567-8" onChange={() => undefined} isDisabled />
        </div>
      </Example>
      <Example label="search: empty, filled, hidden label, disabled">
        <div className={styles.column}>
          <SearchInput
            label="Search companies"
            value={query}
            onChange={setQuery}
            onSubmit={setSearched}
            clearLabel="Clear search"
            searchLabel="Search"
            placeholder="Name or business ID"
          />
          <span>Last search: {searched ?? '-'}</span>
          <SearchInput
            label="Search"
            isLabelHidden
            value="Acme"
            onChange={() => undefined}
            onSubmit={() => undefined}
            clearLabel="Clear search"
            searchLabel="Search"
          />
          <SearchInput
            label="Search"
            value=""
            onChange={() => undefined}
            onSubmit={() => undefined}
            clearLabel="Clear search"
            searchLabel="Search"
            isDisabled
          />
        </div>
      </Example>
      <Example label="stepper: at min, max 5, removable, typed (max 50), step 6, disabled">
        <div className={styles.column}>
          <QuantityStepper {...STEPPER_LABELS} value={quantities.plain} onChange={set('plain')} />
          <QuantityStepper {...STEPPER_LABELS} value={quantities.max} onChange={set('max')} max={5} />
          <QuantityStepper
            {...STEPPER_LABELS}
            value={quantities.removable}
            onChange={set('removable')}
            isRemovable
            onRemove={() => setRemovals(removals + 1)}
            removeLabel="Remove from cart"
          />
          <span>Removed {removals} times</span>
          <QuantityStepper
            {...STEPPER_LABELS}
            value={quantities.typed}
            onChange={set('typed')}
            isReadOnly={false}
            max={50}
          />
          <QuantityStepper
            {...STEPPER_LABELS}
            value={quantities.stepped}
            onChange={set('stepped')}
            step={6}
            min={6}
          />
          <QuantityStepper {...STEPPER_LABELS} value={3} onChange={() => undefined} isDisabled />
        </div>
      </Example>
    </>
  );
}
