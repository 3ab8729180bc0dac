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

  it('starts the editor over on the latest assortment when another change came first, and saves on its version', async () => {
    let current = { ...created, productCount: 3 };
    let first = true;
    const calls = mockApi([
      answer(productAdminCalls.assortments, () => [current]),
      answer(productAdminCalls.products, () => ({
        items: [],
        total: 0,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
      answer(productAdminCalls.updateAssortment, ({ body }) => {
        if (!first) return { ...current, ...(body as { name: string }), version: current.version + 1 };
        first = false;
        // Another tab renamed it meanwhile.
        current = { ...current, name: 'Kettu Retail UUSI', version: 2 };
        return Response.json({ code: 'PRECONDITION_FAILED', message: 'changed' }, { status: 412 });
      }),
    ]);
    renderAt('/0/matsku/assortments', <AssortmentsPage />, testUser(['DNAMUUSER']));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the assortment Kettu Retail' }));
    const editor = () => screen.getAllByRole('textbox', { name: /Assortment name/ }).at(-1)!;
    await userEvent.clear(editor());
    await userEvent.type(editor(), 'Kettu');
    await userEvent.click(screen.getByRole('button', { name: 'Save the assortment' }));
    await waitFor(() => expect(editor()).toHaveValue('Kettu Retail UUSI'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the assortment' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.ifMatch)).toEqual(['"1"', '"2"']);
  });
});
