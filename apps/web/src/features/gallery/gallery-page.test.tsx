import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GalleryPage } from './gallery-page';

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={['/_gallery']}>
      <GalleryPage />
    </MemoryRouter>,
  );
}

describe('GalleryPage', () => {
  it('has a section for every control, reachable from its table of contents', () => {
    renderGallery();

    const links = within(screen.getByRole('navigation', { name: 'Controls' })).getAllByRole('link');
    expect(links).toHaveLength(9);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent ?? '');
    }
  });

  it('shows controls in their states', () => {
    renderGallery();

    expect(screen.getAllByRole('button', { name: 'Saving' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'Some users selected' })).toBePartiallyChecked();
    expect(screen.getByRole('button', { name: 'Remove from cart' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Gallery pages' })).toBeInTheDocument();
  });

  it('opens a modal and a non-closable modal stays open on Escape', async () => {
    const user = userEvent.setup();
    renderGallery();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'small light modal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
