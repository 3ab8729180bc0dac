import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useFieldErrorText } from './use-field-error-text';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('useFieldErrorText', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it("names the refused character of a server's key-only §5 characterSet error from the field's value", () => {
    const { result } = renderHook(() => useFieldErrorText(), { wrapper });
    expect(result.current('validation.latin1', 'Łukasz Nowak')).toMatch(/^The character “Ł” cannot be used/);
    expect(result.current('validation.max-length', 'Łukasz')).toBe('The text is too long.');
    expect(result.current('no.such-key')).toBe('Check this value.');
    expect(result.current(undefined)).toBeUndefined();
  });
});
