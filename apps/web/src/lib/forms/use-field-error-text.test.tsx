import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useFieldErrorText } from './use-field-error-text';

describe('useFieldErrorText', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it("names the refused character of a server's key-only §5 characterSet error from the field's value", () => {
    const { result } = renderHook(() => useFieldErrorText());
    expect(result.current('validation.latin1', 'Łukasz Nowak')).toMatch(/^The character “Ł” cannot be used/);
    expect(result.current('validation.max-length', 'Łukasz')).toBe('The text is too long.');
    expect(result.current('no.such-key')).toBe('Check this value.');
    expect(result.current(undefined)).toBeUndefined();
  });
});
