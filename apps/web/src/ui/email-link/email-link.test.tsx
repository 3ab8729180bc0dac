import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailLink } from './email-link';

describe('EmailLink', () => {
  it('links the address and lets it break only before the "@"', () => {
    render(<EmailLink email="liisa.heikkinen@aurora.example" />);
    const link = screen.getByRole('link', { name: 'liisa.heikkinen@aurora.example' });
    expect(link.getAttribute('href')).toBe('mailto:liisa.heikkinen@aurora.example');
    expect(link.innerHTML).toBe('liisa.heikkinen<wbr>@aurora.example');
  });

  it('shows a value without an "@" as it is', () => {
    render(<EmailLink email="asiakaspalvelu" />);
    expect(screen.getByRole('link').innerHTML).toBe('asiakaspalvelu');
  });
});
