import type { Cart } from '@kaista/domain/ordering';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { ContentProblems } from './content-problems';
import { apnCharacteristic, phoneCart } from './ordering-test-kit';

const cart: Cart = {
  ...phoneCart(2),
  lines: [
    {
      ...phoneCart(2).lines[0]!,
      products: [
        {
          code: 'MOB_5G_300',
          name: 'Kaista Mobiili 5G 300M',
          offeringType: 'SUBSCRIPTION',
          bundleTemplateId: 'MV_PLAN',
          prices: [],
        },
      ],
      selections: [{ bundleNo: 2, characteristics: [apnCharacteristic([{ apnType: 'PUBLIC' }])] }],
    },
  ],
};

beforeEach(() => i18n.changeLanguage('en'));

const renderProblems = (shown: Cart, problems: Record<string, string>) =>
  render(
    <MemoryRouter>
      <ContentProblems cart={shown} problems={problems} fields={Object.keys(problems)} />
    </MemoryRouter>,
  );

describe('ContentProblems', () => {
  it('names a composite row’s component where the problem is, as the contents step shows it', () => {
    renderProblems(cart, { '2.MOB_5G_300.apnList.0.apnName': 'validation.cannot-be-empty' });
    expect(
      screen.getByText('Kaista Mobiili 5G 300M, APNs, Row 2, APN name: This field cannot be empty.'),
    ).toBeInTheDocument();
  });

  it('names which of a line’s subscriptions has the problem, as the contents step does', () => {
    const line = cart.lines[0]!;
    const apns = line.selections[0]!.characteristics;
    const two: Cart = {
      ...cart,
      lines: [
        {
          ...line,
          quantity: 2,
          selections: [
            { bundleNo: 2, characteristics: apns },
            { bundleNo: 3, characteristics: apns },
          ],
        },
      ],
    };
    renderProblems(two, { '3.MOB_5G_300.apnList.0.apnName': 'validation.cannot-be-empty' });
    expect(
      screen.getByText('Kaista Mobiili 5G 300M (2/2), APNs, Row 2, APN name: This field cannot be empty.'),
    ).toBeInTheDocument();
  });
});
