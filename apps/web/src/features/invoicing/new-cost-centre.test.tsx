import { payerCalls } from '@kaista/domain/invoices';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderInvoicing } from './invoicing-test-kit';

describe('a new cost centre', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('tells a name the company has already on the name field only, keeping what was typed', async () => {
    mockApi([
      answer(payerCalls.createCostPool, () =>
        Response.json(
          {
            code: 'PARTY_EXISTS_WITH_NAME',
            message: 'Taken',
            fieldErrors: { name: 'error.party-exists-with-name' },
          },
          { status: 409 },
        ),
      ),
    ]);
    renderInvoicing('cost-centers/new');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Huolto');
    await userEvent.click(screen.getByRole('button', { name: 'Add cost centre' }));

    expect(await screen.findByText(i18n.t('error.party-exists-with-name'))).toBeInTheDocument();
    expect(name).toHaveValue('Huolto');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(currentNotifications()).toEqual([]);
  });
});
