import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useFormSubmit } from './use-form-submit';

function Harness({ write }: { write: (values: { subject: string }) => Promise<unknown> }) {
  const form = useForm({ defaultValues: { subject: 'Katkos' } });
  const submit = useFormSubmit(form, write);
  return (
    <form aria-label="Ticket" onSubmit={submit}>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('sends a second submit made while the first is writing not at all, and one made after it', async () => {
    let finish = () => {};
    const write = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness write={write} />);
    const form = screen.getByRole('form', { name: 'Ticket' });

    fireEvent.submit(form);
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    fireEvent.submit(form);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(write).toHaveBeenCalledTimes(1);

    fireEvent.submit(form);
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
  });
});
