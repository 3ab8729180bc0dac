import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { OrderLineDetails } from './order-line-details';

beforeEach(() => i18n.changeLanguage('en'));

describe('OrderLineDetails', () => {
  it('shows a composite’s rows (§3 composite entries) under its name, one a line', () => {
    render(
      <OrderLineDetails
        characteristics={{ userName: 'Anna Virtanen' }}
        compositeValues={{
          apnList: [
            { apnName: 'aurora.corp', apnType: 'PRIVATE' },
            { apnName: 'aurora.iot', apnType: 'PUBLIC' },
          ],
        }}
      />,
    );
    expect(screen.getByText('User’s name: Anna Virtanen')).toBeInTheDocument();
    expect(screen.getByText(/^APNs:/)).toBeInTheDocument();
    expect(screen.getByText('APN name aurora.corp, APN type private')).toBeInTheDocument();
    expect(screen.getByText('APN name aurora.iot, APN type public')).toBeInTheDocument();
  });

  it('shows a number transfer’s time as a day and an hour under its name', () => {
    render(<OrderLineDetails characteristics={{ transferTime: '2026-12-08T09:00' }} />);
    expect(screen.getByText('Transfer time: 08.12.2026 09:00')).toBeInTheDocument();
  });

  it('shows a dash for a line with neither values nor rows', () => {
    const { container } = render(<OrderLineDetails characteristics={{}} compositeValues={{ apnList: [] }} />);
    expect(container).toHaveTextContent('–');
  });
});
