import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { MENU_ENTRIES, PERMISSIONS, type MenuEntryId } from '@kaista/domain/shared/roles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { groupBySection } from '../../lib/routing/menu-groups';
import { menuEntriesFor } from '../../lib/routing/menu-entries';
import { stubViewport } from '../../ui/stub-viewport';
import { auroraManagerWith } from '../../test/test-users';
import SPRITE from './menu-icons.svg?raw';
import { SecondaryNav } from './secondary-nav';

/** The billing section of Aurora's menu, on its invoices page. */
function renderInvoicesSection() {
  const entries = menuEntriesFor(auroraManagerWith(PERMISSIONS), '100001', featureFlagsFor('development'));
  const menu = {
    groups: groupBySection(entries),
    activeEntryId: 'invoices' as const,
    activeSection: 'invoices' as const,
  };
  render(
    <MemoryRouter initialEntries={['/100001/invoices']}>
      <SecondaryNav menu={menu} badges={{}} />
    </MemoryRouter>,
  );
  return entries.filter((entry) => entry.section === 'invoices');
}

/** The menu entry whose drawing an icon shows: its `use` points into the sprite at the entry's id. */
function drawnEntry(link: HTMLElement): string | undefined {
  return link.querySelector('svg use')?.getAttribute('href')?.split('#')[1];
}

describe('the secondary navigation', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each page with its own icon beside its title', () => {
    stubViewport(false);
    const section = renderInvoicesSection();
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map(drawnEntry)).toEqual(section.map((entry) => entry.id));
    expect(links.map((link) => link.textContent)).toEqual(
      section.map((entry) => i18n.t(`shell.nav.${entry.id}`)),
    );
  });

  it('shows the current page with its icon on the collapsed menu of a narrow screen', async () => {
    stubViewport(true);
    renderInvoicesSection();
    const toggle = screen.getByRole('button', { name: 'Invoices' });
    expect(drawnEntry(toggle)).toBe('invoices');
    await userEvent.click(toggle);
    expect(within(screen.getByRole('navigation')).getAllByRole('link').map(drawnEntry)).toContain('payers');
  });

  it('has a drawing in the sprite for every menu entry', () => {
    const drawn = [...SPRITE.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1] as MenuEntryId);
    expect(drawn.sort()).toEqual(MENU_ENTRIES.map((entry) => entry.id).sort());
  });
});
