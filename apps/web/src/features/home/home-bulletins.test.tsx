import { bulletinCalls } from '@kaista/domain/bulletins';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { HomeBulletins } from './home-bulletins';

const user = testUser([], [{ uid: '100001', roles: ['ServiceUser'], permissions: [] }]);

describe('the bulletins on home', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('shows the current bulletins with their validity, without anything the allow-list drops', async () => {
    mockApi([
      answer(bulletinCalls.current, () => [
        {
          id: 'b1',
          title: 'Huoltokatko',
          bodyHtml: '<p>Katko <strong>2.12.</strong></p><img src="x" onerror="alert(1)">',
          language: 'fi' as const,
          validFrom: '2026-11-01',
          validUntil: '2026-12-31',
        },
      ]),
    ]);
    renderAt('/100001/home', <HomeBulletins companyId="100001" />, user);
    expect(await screen.findByRole('heading', { name: 'Huoltokatko' })).toBeInTheDocument();
    expect(screen.getByText('2.12.')).toBeInTheDocument();
    expect(screen.getByText('Valid until 31.12.2026')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    // Not translated to English, it is read out as the Finnish it is.
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'fi');
  });

  it('asks again in the new language when the user changes it, and shows the translation', async () => {
    const calls = mockApi([
      // The call is sent in the language the app speaks at the time (X-Accept-Language).
      answer(bulletinCalls.current, () => {
        const swedish = i18n.language === 'sv';
        return [
          {
            id: 'b1',
            title: swedish ? 'Serviceavbrott' : 'Huoltokatko',
            bodyHtml: '<p>2.12.</p>',
            language: swedish ? ('sv' as const) : ('fi' as const),
            validFrom: '2026-11-01',
            validUntil: null,
          },
        ];
      }),
    ]);
    renderAt('/100001/home', <HomeBulletins companyId="100001" />, user);
    expect(await screen.findByRole('heading', { name: 'Huoltokatko' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('sv'));
    expect(await screen.findByRole('heading', { name: 'Serviceavbrott' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'sv');
    expect(calls).toHaveLength(2);
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows nothing when there are none', async () => {
    const calls = mockApi([answer(bulletinCalls.current, () => [])]);
    renderAt('/100001/home', <HomeBulletins companyId="100001" />, user);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Bulletins' })).not.toBeInTheDocument();
  });
});
