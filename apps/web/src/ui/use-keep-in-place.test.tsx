import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeepInPlace } from './use-keep-in-place';

function Harness() {
  const [open, setOpen] = useState(false);
  const keep = useKeepInPlace();
  return (
    <>
      {open ? <section>Panel</section> : null}
      <button
        type="button"
        onClick={(event) => {
          keep(event.currentTarget);
          setOpen(true);
        }}
      >
        Choose
      </button>
    </>
  );
}

describe('useKeepInPlace', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls by as much as the element was pushed down by what appeared above it', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Choose' });
    // 400 px from the window's top before the panel, 640 px after it.
    const tops = [400, 640];
    vi.spyOn(button, 'getBoundingClientRect').mockImplementation(
      () => ({ top: tops.shift() ?? 640 }) as DOMRect,
    );
    act(() => button.click());
    expect(screen.getByText('Panel')).toBeInTheDocument();
    expect(scrollBy).toHaveBeenCalledWith(0, 240);
  });
});
