import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../ui';
import { Example } from '../gallery-section';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'danger'];

export function ButtonSection() {
  const [isSaving, setSaving] = useState(false);
  return (
    <>
      {VARIANTS.map((variant) => (
        <Example key={variant} label={variant}>
          <Button variant={variant}>Save</Button>
          <Button variant={variant} size="small">
            Small
          </Button>
          <Button variant={variant} isDisabled>
            Disabled
          </Button>
          <Button variant={variant} isLoading loadingLabel="Saving">
            Loading
          </Button>
        </Example>
      ))}
      <Example label="loading on press (3 s): not focusable, ignores clicks">
        <Button
          isLoading={isSaving}
          loadingLabel="Saving"
          onPress={() => {
            setSaving(true);
            window.setTimeout(() => setSaving(false), 3000);
          }}
        >
          Save changes
        </Button>
      </Example>
    </>
  );
}
