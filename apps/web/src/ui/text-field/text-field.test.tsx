import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField, type TextFieldProps } from './text-field';

function Harness(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return <TextField label="Subject" value={value} onChange={setValue} {...props} />;
}

describe('TextField', () => {
  it('is named by its label and takes typed text', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Subject' });

    await userEvent.type(input, 'Router is down');

    expect(input).toHaveValue('Router is down');
    expect(input.tagName).toBe('INPUT');
  });

  it('is a text area of the given rows when multi-line, keeping line breaks', async () => {
    render(<Harness isMultiline rows={4} />);
    const area = screen.getByRole('textbox', { name: 'Subject' });

    await userEvent.type(area, 'first{Enter}second');

    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveValue('first\nsecond');
  });

  it('shows an asterisk and is flagged required when required, without blocking the form natively', () => {
    render(<Harness isRequired />);
    const input = screen.getByRole('textbox', { name: 'Subject' });

    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toBeVisible();
  });

  it('has no asterisk when optional', () => {
    render(<Harness />);

    expect(screen.getByRole('textbox')).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('is described by its description', () => {
    render(<Harness description="Tell what happened" />);

    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Tell what happened');
  });

  it('is invalid and shows the message as an alert that describes it when in error', () => {
    render(<Harness description="Tell what happened" errorMessage="Field cannot be empty" />);
    const input = screen.getByRole('textbox');

    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Field cannot be empty');
    expect(input).toHaveAccessibleDescription('Tell what happened Field cannot be empty');
  });

  it('is valid without an error message', () => {
    render(<Harness isRequired />);

    expect(screen.getByRole('textbox')).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives its input element to the ref and reports leaving the field', async () => {
    let element: HTMLInputElement | null = null;
    let blurs = 0;
    render(
      <>
        <Harness ref={(node) => void (element = node)} onBlur={() => (blurs += 1)} name="subject" />
        <button type="button">Next</button>
      </>,
    );

    expect(element).toBe(screen.getByRole('textbox'));
    expect(screen.getByRole('textbox')).toHaveAttribute('name', 'subject');
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(blurs).toBe(1);
  });

  it('cannot be typed into when disabled', async () => {
    render(<Harness isDisabled />);
    const input = screen.getByRole('textbox');

    await userEvent.type(input, 'text');

    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
  });

  it('keeps a text over the maximum length whole and says how much is over', async () => {
    render(<Harness maxLength={5} />);

    await userEvent.type(screen.getByRole('textbox'), 'abcde');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('fgh');

    expect(screen.getByRole('textbox')).toHaveValue('abcdefgh');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enintään 5 merkkiä: nyt 3 liikaa.');
  });

  it('tells the limit over a form’s or the server’s bare "too long"', async () => {
    render(<Harness maxLength={5} errorMessage="Teksti on liian pitkä." />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('abcdefg');
    expect(screen.getByRole('alert')).toHaveTextContent('Enintään 5 merkkiä: nyt 2 liikaa.');
  });
});
