import { describe, expect, it } from 'vitest';
import { PERMISSION_DISPLAY_NAMES } from '../shared/roles';
import { TICKET_TYPE_NAMES } from './ticket-type-names';

describe('the names of ticket types and permissions', () => {
  it('are Swedish in Swedish, not the English name left in', () => {
    const untranslated = Object.entries({ ...TICKET_TYPE_NAMES, ...PERMISSION_DISPLAY_NAMES })
      .filter(([, names]) => names.sv === names.en)
      .map(([code]) => code);
    expect(untranslated).toEqual([]);
  });
});
