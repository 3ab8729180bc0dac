import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('calls onPress when clicked or activated with the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);

    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while loading and tells what it is doing', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isLoading loadingLabel="Saving">
        Save
      </Button>,
    );

    await user.click(screen.getByRole('button', { name: 'Saving' }));

    expect(onPress).not.toHaveBeenCalled();
  });

  it('leaves the tab order while loading', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button>Before</Button>
        <Button isLoading>Save</Button>
        <Button>After</Button>
      </>,
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('is focusable again once loading ends', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Button isLoading>Save</Button>);
    rerender(<Button>Save</Button>);

    await user.tab();

    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('takes the focus back when a loading it had the focus for ends, not when the user moved on', async () => {
    const { rerender } = render(
      <>
        <Button>Save</Button>
        <Button>Other</Button>
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    rerender(
      <>
        <Button isLoading>Save</Button>
        <Button>Other</Button>
      </>,
    );
    // The browser takes the focus off a disabled button, to the page (which jsdom does not do itself).
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
    rerender(
      <>
        <Button>Save</Button>
        <Button>Other</Button>
      </>,
    );
    expect(save).toHaveFocus();

    rerender(
      <>
        <Button isLoading>Save</Button>
        <Button>Other</Button>
      </>,
    );
    screen.getByRole('button', { name: 'Other' }).focus();
    rerender(
      <>
        <Button>Save</Button>
        <Button>Other</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Other' })).toHaveFocus();
  });
});
