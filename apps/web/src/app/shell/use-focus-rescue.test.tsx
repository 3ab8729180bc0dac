import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './use-focus-rescue';

function Content() {
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  const [rows, setRows] = useState(['Aurora', 'Kettu']);
  return (
    <>
      <a href="#main">Skip to content</a>
      <main ref={main} tabIndex={-1}>
        {rows.map((row) => (
          <button key={row} type="button" onClick={() => setRows(rows.filter((other) => other !== row))}>
            Remove {row}
          </button>
        ))}
        <button
          type="button"
          onClick={(event) => {
            event.currentTarget.blur();
            setRows(rows.slice(1));
          }}
        >
          Let go and remove a row
        </button>
      </main>
    </>
  );
}

describe('useFocusRescue', () => {
  it('gives the focus to the page’s content when the focused element leaves it', async () => {
    render(<Content />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Aurora' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Kettu' })).toHaveFocus();
  });

  it('leaves the focus alone when it was let go of with its element still there', async () => {
    render(<Content />);
    await userEvent.click(screen.getByRole('button', { name: 'Let go and remove a row' }));
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(1);
    await new Promise((done) => requestAnimationFrame(done));
    expect(document.body).toHaveFocus();
  });
});
