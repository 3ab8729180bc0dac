import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './use-focus-rescue';

function Content({ names }: { names: string[] }) {
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  const [rows, setRows] = useState(names);
  const [lone, setLone] = useState(true);
  const [turnedOn, setTurnedOn] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  // A confirmation whose list loses the row before it closes, as one that waits for the list's new answer.
  const confirm = (name: string) => {
    remove(name);
    setTimeout(() => setConfirming(null), 20);
  };
  const remove = (name: string) => setRows(rows.filter((other) => other !== name));
  return (
    <>
      <a href="#main">Skip to content</a>
      <main ref={main} tabIndex={-1}>
        <section aria-labelledby="contacts">
          <h2 id="contacts">Contacts</h2>
          <ul>
            {rows.map((name) => (
              <li key={name}>
                <a href={`#${name}`}>{name}</a>
                {name === 'Kettu' ? <a href="mailto:kettu@example.com">kettu@example.com</a> : null}
                <button type="button" aria-label={`Remove ${name}`} onClick={() => remove(name)}>
                  Remove
                </button>
                <button
                  type="button"
                  aria-label={`Confirm to remove ${name}`}
                  onClick={() => setConfirming(name)}
                >
                  Remove…
                </button>
              </li>
            ))}
          </ul>
        </section>
        <button
          type="button"
          onClick={(event) => {
            event.currentTarget.blur();
            setRows(rows.slice(1));
          }}
        >
          Let go and remove a row
        </button>
        {lone ? (
          <button type="button" onClick={() => setLone(false)}>
            Remove the lone button
          </button>
        ) : null}
        {turnedOn ? (
          <section aria-labelledby="service-on">
            <h2 id="service-on">The service is on</h2>
          </section>
        ) : (
          <form aria-label="Turn the service on">
            <button type="button" onClick={() => setTurnedOn(true)}>
              Turn on
            </button>
          </form>
        )}
        {confirming ? (
          <div role="alertdialog" aria-label="Remove?">
            <button type="button" autoFocus onClick={() => confirm(confirming)}>
              Yes, remove
            </button>
          </div>
        ) : null}
      </main>
    </>
  );
}

const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });

describe('useFocusRescue', () => {
  it('gives the focus to the same control in the row that took a removed row’s place', async () => {
    render(<Content names={['Aurora', 'Kettu', 'Lumo']} />);
    // Found by its text, though the next row has a link more.
    await userEvent.click(removeButton('Aurora'));
    await waitFor(() => expect(removeButton('Kettu')).toHaveFocus());
    // The last row gives way to the one before it.
    await userEvent.click(removeButton('Lumo'));
    await waitFor(() => expect(removeButton('Kettu')).toHaveFocus());
  });

  it('gives the focus to the same control in the next row when a confirmation’s opener went with its row', async () => {
    render(<Content names={['Aurora', 'Kettu']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm to remove Aurora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm to remove Kettu' })).toHaveFocus(),
    );
  });

  it('gives the focus to the list’s heading when no row is left, to the page’s content outside a section', async () => {
    render(<Content names={['Aurora']} />);
    await userEvent.click(removeButton('Aurora'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contacts' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Remove the lone button' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Let go and remove a row' })).toHaveFocus();
  });

  it('gives the focus to the heading of what took a removed form’s place', async () => {
    render(<Content names={['Aurora']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'The service is on' })).toHaveFocus());
  });

  it('leaves the focus alone when it was let go of with its element still there', async () => {
    render(<Content names={['Aurora', 'Kettu']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Let go and remove a row' }));
    expect(screen.getAllByRole('button', { name: /Remove [AK]/ })).toHaveLength(1);
    await new Promise((done) => requestAnimationFrame(done));
    expect(document.body).toHaveFocus();
  });
});
