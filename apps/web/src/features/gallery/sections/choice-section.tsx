import { useState } from 'react';
import { Checkbox, Dropdown, RadioGroup } from '../../../ui';
import { Example } from '../gallery-section';
import styles from '../gallery.module.css';

const LANGUAGES = [
  { id: 'fi', label: 'Suomi' },
  { id: 'en', label: 'English' },
  { id: 'sv', label: 'Svenska', isDisabled: true },
];
const COMPANIES = [
  { value: 'acme', label: 'Acme Oy', description: 'Helsinki' },
  { value: 'beta', label: 'Beta Ab' },
  { value: 'gamma', label: 'Gamma Oy (no rights)', isDisabled: true },
];

export function ChoiceSection() {
  const [language, setLanguage] = useState<string | null>(null);
  const [company, setCompany] = useState<string | null>('acme');
  const [checks, setChecks] = useState({ plain: false, required: false, error: false });
  const toggle = (key: keyof typeof checks) => (isSelected: boolean) =>
    setChecks({ ...checks, [key]: isSelected });
  return (
    <>
      <Example label="dropdown: empty, chosen, required with error, disabled">
        <div className={styles.column}>
          <Dropdown
            label="Language"
            options={LANGUAGES}
            value={language}
            onChange={setLanguage}
            placeholder="Choose"
          />
          <Dropdown
            label="Language"
            options={LANGUAGES}
            value="en"
            onChange={() => undefined}
            description="Shown in menus"
          />
          <Dropdown
            label="Language"
            options={LANGUAGES}
            value={null}
            onChange={() => undefined}
            isRequired
            errorMessage="Choose a language"
          />
          <Dropdown label="Language" options={LANGUAGES} value="fi" onChange={() => undefined} isDisabled />
        </div>
      </Example>
      <Example label="radio group: vertical, horizontal with error, disabled">
        <div className={styles.column}>
          <RadioGroup label="Default company" options={COMPANIES} value={company} onChange={setCompany} />
          <RadioGroup
            label="Delivery"
            orientation="horizontal"
            options={[
              { value: 'post', label: 'Post' },
              { value: 'pickup', label: 'Pick-up' },
            ]}
            value={null}
            onChange={() => undefined}
            isRequired
            errorMessage="Choose a delivery method"
          />
          <RadioGroup
            label="Disabled"
            options={COMPANIES}
            value="beta"
            onChange={() => undefined}
            isDisabled
          />
        </div>
      </Example>
      <Example label="checkbox: plain, required, invalid, indeterminate, disabled">
        <div className={styles.column}>
          <Checkbox isSelected={checks.plain} onChange={toggle('plain')}>
            Send me a copy
          </Checkbox>
          <Checkbox isSelected={checks.required} onChange={toggle('required')} isRequired>
            I accept the terms
          </Checkbox>
          <Checkbox
            isSelected={checks.error}
            onChange={toggle('error')}
            isRequired
            errorMessage={checks.error ? undefined : 'You must accept the terms'}
          >
            I accept the terms
          </Checkbox>
          <Checkbox isSelected={false} isIndeterminate onChange={() => undefined}>
            Some users selected
          </Checkbox>
          <Checkbox isSelected isDisabled onChange={() => undefined}>
            Locked choice
          </Checkbox>
        </div>
      </Example>
    </>
  );
}
