import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { Pager, type PagerProps } from './pager';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

const renderPager = (props: Partial<PagerProps>) => {
  const onOffset = vi.fn();
  render(
    <Pager
      label="Pages"
      offset={0}
      pageSize={20}
      page={{ total: 45, items: rows(20) }}
      onOffset={onOffset}
      {...props}
    />,
  );
  return onOffset;
};

describe('Pager', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('shows the range and moves a page forward or back', async () => {
    const onOffset = renderPager({ offset: 20 });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('21–40 of 45');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onOffset.mock.calls).toEqual([[40], [0]]);
  });

  it('offers no previous page on the first page and no next page on the last', () => {
    renderPager({ offset: 40, page: { total: 45, items: rows(5) } });
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('says "more than" for a capped total and offers the next page while pages are full', () => {
    renderPager({ page: { total: 10000, totalCapped: true, items: rows(20) }, offset: 10000 });
    expect(screen.getByText('10001–10020 of more than 10000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
