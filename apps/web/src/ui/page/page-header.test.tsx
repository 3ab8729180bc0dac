import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './page';
import { PageHeader } from './page-header';

describe('Page and PageHeader', () => {
  it('names the page by its one heading and keeps the intro and actions in its header', () => {
    render(
      <Page labelledBy="title">
        <PageHeader id="title" title="Audit log" intro="What staff did" actions={<a href="/new">New</a>} />
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'Audit log' });
    expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Audit log' }));
    expect(page).toHaveTextContent('Audit logWhat staff didNew');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/new');
  });
});
