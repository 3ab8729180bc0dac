import { productAdminCalls, type Assortment } from '@kaista/domain/matsku';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { AssortmentsPage } from './assortments-page';

const created: Assortment = {
  id: '00000000-0000-4000-8000-000000000709',
  name: 'Kettu Retail',
  isDefault: false,
  productCount: 0,
  companies: [],
  version: 1,
};

describe('the assortments page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => currentNotifications().forEach((notice) => dismiss(notice.key)));

  it('tells an empty name at its field without a call, and creates one with its name trimmed', async () => {
    const calls = mockApi([
      answer(productAdminCalls.assortments, () => []),
      answer(productAdminCalls.createAssortment, () => created),
    ]);
    renderAt('/0/matsku/assortments', <AssortmentsPage />, testUser(['DNAMUUSER']));
    const name = screen.getByRole('textbox', { name: /Assortment name/ });
    const create = screen.getByRole('button', { name: 'Create the assortment' });

    await userEvent.click(create);
    expect(name).toHaveAccessibleDescription(i18n.t('validation.cannot-be-empty'));
    await userEvent.type(name, '   ');
    await userEvent.click(create);
    expect(name).toHaveAccessibleDescription(i18n.t('validation.cannot-be-empty'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(name, 'Kettu Retail ');
    await userEvent.click(create);
    await waitFor(() =>
      expect(currentNotifications().map((notice) => notice.text)).toContain(
        'Assortment created: Kettu Retail',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Kettu Retail' });
    expect(name).toHaveValue('');
    expect(name).not.toHaveAccessibleDescription(i18n.t('validation.cannot-be-empty'));
  });
});
