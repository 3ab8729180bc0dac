import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InlineFormArea } from './inline-form-area';
import { useInlineFormFocus } from './use-inline-form-focus';

const CONTACTS = ['Aino', 'Eero'];

/** A list whose "Add" button hides while its form is open, and whose rows each open the form to change them. */
function Contacts() {
  const [editing, setEditing] = useState<string | null>(null);
  const area = useInlineFormFocus(editing);
  return (
    <main>
      {editing === null ? (
        <button type="button" onClick={() => setEditing('new')}>
          Add a contact
        </button>
      ) : null}
      <InlineFormArea ref={area} onEscape={() => setEditing(null)}>
        {editing !== null ? (
          <form aria-label="Contact">
            <h2>{editing === 'new' ? 'A new contact' : `Change ${editing}`}</h2>
            <input aria-label="Name" />
            {/* A control that uses Escape itself, as an open list does to close. */}
            <input
              aria-label="Town"
              onKeyDown={(event) => {
                if (event.key === 'Escape') event.preventDefault();
              }}
            />
            <button type="button" onClick={() => setEditing(null)}>
              Save
            </button>
          </form>
        ) : null}
      </InlineFormArea>
      <ul>
        {CONTACTS.map((name) => (
          <li key={name}>
            {name}
            <button type="button" aria-label={`Change ${name}`} onClick={() => setEditing(name)}>
              Change
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}

describe('useInlineFormFocus', () => {
  it('takes the focus to the form’s heading, and back to the row’s button when the form closes', async () => {
    render(<Contacts />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Eero' }));
    expect(screen.getByRole('heading', { name: 'Change Eero' })).toHaveFocus();
    // Another row's button moves it again, and the form gives it back to that one.
    await userEvent.click(screen.getByRole('button', { name: 'Change Aino' }));
    expect(screen.getByRole('heading', { name: 'Change Aino' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Change Aino' })).toHaveFocus();
  });

  it('gives the focus to the "Add" button drawn again after the form that hid it closes', async () => {
    render(<Contacts />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(screen.getByRole('heading', { name: 'A new contact' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Add a contact' })).toHaveFocus();
  });

  it('closes the form unsaved on Escape, giving the focus back, unless a control inside used the key', async () => {
    render(<Contacts />);
    await userEvent.click(screen.getByRole('button', { name: 'Change Eero' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Town' }), 'Oulu{Escape}');
    expect(screen.getByRole('form', { name: 'Contact' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Eero E{Escape}');
    expect(screen.queryByRole('form', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Eero' })).toHaveFocus();
  });
});
