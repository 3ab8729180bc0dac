import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, Label, Select, SelectValue } from 'react-aria-components';
import { applyLanguage } from '../lib/i18n/language';
import { Providers } from './providers';

/** A bare React Aria select: its placeholder is React Aria's own text (the portal's Dropdown sets its own). */
function renderDropdown() {
  render(
    <Providers client={new QueryClient()}>
      <Select>
        <Label>Kieli</Label>
        <Button>
          <SelectValue />
        </Button>
      </Select>
    </Providers>,
  );
  return screen.getByRole('button', { name: /Kieli/ });
}

afterEach(() => applyLanguage('fi'));

describe('Providers', () => {
  it("gives React Aria's own texts the portal's language, and follows a switch", async () => {
    await applyLanguage('en');
    const trigger = renderDropdown();
    expect(trigger).toHaveTextContent('Select an item');

    await act(() => applyLanguage('sv'));
    expect(trigger).not.toHaveTextContent('Select an item');
    expect(trigger.textContent).toMatch(/Välj/);
  });
});
