import { payerCalls } from '@kaista/domain/invoices';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderInvoicing, PAYER_ID, payer } from './invoicing-test-kit';

const notices = () => currentNotifications().map((notice) => notice.text);

async function save(refusal: () => Response) {
  mockApi([
    answer(payerCalls.fInvoiceOperators, () => [{ code: 'E204503', name: 'Nordea' }]),
    answer(payerCalls.countries, () => [{ code: 'FI', name: 'Finland', deliverable: true }]),
    answer(payerCalls.get, () => payer),
    answer(payerCalls.update, refusal),
  ]);
  renderInvoicing(`payers/${PAYER_ID}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Modify' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('a billing agreement the server refuses to save', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('says once, on the page, that it changed meanwhile (412): no generic notice beside it', async () => {
    await save(() => Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 }));
    expect(await screen.findByText(/Someone changed this meanwhile/)).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('tells a refused field on the field only', async () => {
    await save(() =>
      Response.json(
        { code: 'VALIDATION_ERROR', message: 'Invalid.', fieldErrors: { email: 'validation.email' } },
        { status: 400 },
      ),
    );
    expect(await screen.findByText(i18n.t('validation.email'))).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });
});
