import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../lib/i18n/language';
import { Dropdown } from '../ui';
import { Providers } from './providers';

function renderDropdown() {
  render(
    <Providers client={new QueryClient()}>
      <Dropdown
        label="Kieli"
        options={[{ id: 'fi', label: 'Suomi' }]}
        value={null}
        onChange={() => undefined}
      />
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
