import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { CharacteristicField } from './characteristic-field';
import { cartCharacteristic } from './ordering-test-kit';

const contactName = cartCharacteristic({
  productCode: 'NUM_PORT',
  code: 'contactName',
  name: 'Contact name',
  mandatory: true,
});

const renderWith = (value: string) =>
  render(
    <CharacteristicField
      characteristic={contactName}
      value={value}
      onChange={() => {}}
      serverError={undefined}
    />,
  );

beforeEach(() => i18n.changeLanguage('en'));

describe('CharacteristicField', () => {
  it('§5 characterSet: names the character that is outside ISO-8859-1', () => {
    renderWith('Łukasz Nowak');
    expect(screen.getByText(/The character “Ł” cannot be used in this field/)).toBeInTheDocument();
  });

  it('takes Finnish and Swedish letters, which ISO-8859-1 holds', () => {
    renderWith('Åsa Öhman-Äijälä');
    expect(screen.queryByText(/cannot be used/)).not.toBeInTheDocument();
  });
});
