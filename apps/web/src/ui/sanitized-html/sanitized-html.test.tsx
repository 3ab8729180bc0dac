import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html';

function renderHtml(html: string) {
  const { container } = render(<SanitizedHtml html={html} />);
  const root = container.firstElementChild;
  if (!root) throw new Error('nothing rendered');
  return root;
}

describe('SanitizedHtml', () => {
  it('keeps the allowed formatting', () => {
    renderHtml('<h2>Maintenance</h2><p>On <strong>Sunday</strong><br>night</p><ul><li>Mobile</li></ul>');

    expect(screen.getByRole('heading', { level: 2, name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Sunday').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('Mobile');
  });

  it('strips scripts and event handlers', () => {
    const root = renderHtml(
      '<p onclick="steal()">Hi</p><script>steal()</script><img src="x" onerror="steal()">',
    );

    expect(root.innerHTML).toBe('<p>Hi</p>');
  });

  it('drops tags outside the allow-list but keeps their text', () => {
    const root = renderHtml('<p>Call <em>now</em> or <table><tr><td>later</td></tr></table></p>');

    expect(root.querySelector('em, table, td')).toBeNull();
    expect(root).toHaveTextContent('Call now or later');
  });

  it('keeps only font-size and color of inline styles', () => {
    const root = renderHtml(
      '<span style="color: red; position: fixed; font-size: 12px; background: url(x)">Note</span>',
    );

    const span = root.querySelector('span');
    expect(span).toHaveStyle({ color: 'rgb(255, 0, 0)', fontSize: '12px' });
    expect(span?.getAttribute('style')).not.toMatch(/position|background/);
  });

  it('removes a style attribute with nothing allowed in it', () => {
    const root = renderHtml('<p style="position: fixed">Text</p>');

    expect(root.querySelector('p')).not.toHaveAttribute('style');
  });

  it('keeps safe links, drops javascript URLs and protects new windows', () => {
    const root = renderHtml(
      '<a href="https://example.com" target="_blank" class="x">Read</a><a href="javascript:steal()">Bad</a>',
    );

    const read = screen.getByRole('link', { name: 'Read' });
    expect(read).toHaveAttribute('href', 'https://example.com');
    expect(read).toHaveAttribute('rel', 'noopener noreferrer');
    expect(read).not.toHaveAttribute('class');
    expect(root.querySelectorAll('a')[1]).not.toHaveAttribute('href');
  });

  it('does not allow link attributes on other tags', () => {
    const root = renderHtml('<p href="https://example.com" title="t">Text</p>');

    expect(root.querySelector('p')?.attributes).toHaveLength(0);
  });
});
