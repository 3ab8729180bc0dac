import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TIMINGS } from '@kaista/domain/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

type HarnessProps = Partial<Pick<ModalProps, 'size' | 'variant'>> & { isClosable: boolean };

function Harness({ isClosable, ...rest }: HarnessProps) {
  const [isOpen, setOpen] = useState(true);
  const closing = isClosable ? { closeLabel: 'Close' } : { isClosable: false as const };
  return (
    <Modal {...rest} {...closing} isOpen={isOpen} onOpenChange={setOpen} title="Change default company">
      <p>Pick a company</p>
    </Modal>
  );
}

function overlayOf(dialog: HTMLElement): Element {
  const overlay = dialog.closest('.overlay');
  if (!overlay) throw new Error('modal overlay not rendered');
  return overlay;
}

/** Moves the clock on, as if the user waited. */
function laterBy(ms: number) {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
}

describe('Modal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a dialog named by its title', () => {
    render(<Harness isClosable />);

    expect(screen.getByRole('dialog', { name: 'Change default company' })).toHaveTextContent(
      'Pick a company',
    );
  });

  it('closes with Escape when closable', async () => {
    const user = userEvent.setup();
    render(<Harness isClosable />);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button when closable', async () => {
    const user = userEvent.setup();
    render(<Harness isClosable />);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click when closable', async () => {
    const user = userEvent.setup();
    render(<Harness isClosable />);
    laterBy(TIMINGS.doublePressMs + 1);

    await user.click(overlayOf(screen.getByRole('dialog')));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an overlay click at once after opening: the second press of the double click that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness isClosable />);

    await user.click(overlayOf(screen.getByRole('dialog')));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open on Escape and overlay click and has no close button when not closable', async () => {
    const user = userEvent.setup();
    render(<Harness isClosable={false} />);

    await user.keyboard('{Escape}');
    await user.click(overlayOf(screen.getByRole('dialog')));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('applies the requested size and variant', () => {
    render(<Harness isClosable size="wide" variant="dark" />);

    const modal = screen.getByRole('dialog').parentElement;
    expect(modal).toHaveClass('wide', 'dark');
  });
});
