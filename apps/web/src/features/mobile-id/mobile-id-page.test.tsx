import { mobileIdCalls, type MobileId } from '@kaista/domain/mobile-id';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { mobileIdRoutes } from './mobile-id-routes';

const NOT_ACTIVE: MobileId = {
  status: 'NOT_ACTIVATED',
  termsVersion: '2026-05',
  activatedAt: null,
  activatedByName: null,
  noticeEmail: null,
};
const ACTIVE: MobileId = {
  status: 'ACTIVE',
  termsVersion: '2026-05',
  activatedAt: '2026-11-25T10:00:00Z',
  activatedByName: 'Maria Manninen',
  noticeEmail: 'varmenteet@aurora.example',
};

describe('the mobile certificate page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('activates only with the terms accepted and a valid notice address, then shows it in use', async () => {
    const calls = mockApi([
      answer(mobileIdCalls.get, () => NOT_ACTIVE),
      answer(mobileIdCalls.activate, () => ACTIVE),
    ]);
    renderRoutes([{ path: ':companyId', children: mobileIdRoutes }], '/100001/company/mobile-certificate', {
      user: auroraManagerWith([]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Accept the terms before activating.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail for certificate notices/ }),
      'varmenteet@aurora.example',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByRole('heading', { name: 'The mobile certificate is in use' }),
    ).toBeInTheDocument();
    expect(screen.getByText('varmenteet@aurora.example')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentNotifications().map((notice) => notice.text)).toContain(
        'The mobile certificate was activated.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      acceptTerms: true,
      noticeEmail: 'varmenteet@aurora.example',
    });
  });

  it('lets the terms be read, in a new tab, before they are accepted and after', async () => {
    let state = NOT_ACTIVE;
    mockApi([answer(mobileIdCalls.get, () => state)]);
    renderRoutes([{ path: ':companyId', children: mobileIdRoutes }], '/100001/company/mobile-certificate', {
      user: auroraManagerWith([]),
    });
    const terms = await screen.findByRole('link', {
      name: /Read the terms of the mobile certificate service/,
    });
    expect(terms).toHaveAttribute('href', 'https://www.kaista.example/en/mobile-certificate-terms/2026-05');
    expect(terms).toHaveAttribute('target', '_blank');
    cleanup();

    state = ACTIVE;
    renderRoutes([{ path: ':companyId', children: mobileIdRoutes }], '/100001/company/mobile-certificate', {
      user: auroraManagerWith([]),
    });
    expect(await screen.findByRole('link', { name: '2026-05' })).toHaveAttribute(
      'href',
      'https://www.kaista.example/en/mobile-certificate-terms/2026-05',
    );
  });

  it('tells how a certificate is ordered once in use, with the way there for those who may order', async () => {
    mockApi([answer(mobileIdCalls.get, () => ACTIVE)]);
    const page = (permissions: Parameters<typeof auroraManagerWith>[0]) =>
      renderRoutes([{ path: ':companyId', children: mobileIdRoutes }], '/100001/company/mobile-certificate', {
        user: auroraManagerWith(permissions),
      });
    page(['FECompositeWriteOrder']);
    expect(
      await screen.findByText(/A mobile certificate is ordered as an add-on of a new mobile subscription/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order a new subscription' })).toHaveAttribute(
      'href',
      '/100001/order/new',
    );
    cleanup();
    page([]);
    expect(await screen.findByText(/A mobile certificate is ordered as an add-on/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order a new subscription' })).toBeNull();
  });

  it('dates the activation by the day in Finland, where a night past midnight is already the next day', async () => {
    mockApi([answer(mobileIdCalls.get, () => ({ ...ACTIVE, activatedAt: '2026-11-25T22:30:00Z' }))]);
    renderRoutes([{ path: ':companyId', children: mobileIdRoutes }], '/100001/company/mobile-certificate', {
      user: auroraManagerWith([]),
    });
    expect(await screen.findByText('26.11.2026, Maria Manninen')).toBeInTheDocument();
  });
});
