import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import type { PendingFile } from '../../lib/forms/use-uploads';
import { FilePicker } from './file-picker';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('FilePicker', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('hands the chosen files on and lists each with its progress, problem and removal', async () => {
    const onChoose = vi.fn();
    const onRemove = vi.fn();
    const files: PendingFile[] = [
      { key: 'a', file: file('loki.csv', 4096), progress: 0.5 },
      { key: 'b', file: file('kuva.png', 100), progress: null, error: 'common.error.generic' },
    ];
    render(
      <FilePicker
        label="Add a file"
        hint="PDF or PNG, at most 10 MB"
        chosenLabel="Chosen files"
        accept=".pdf,.png"
        multiple
        files={files}
        onChoose={onChoose}
        progressLabel={(name) => `Sending ${name}`}
        showSize
        remove={{ onRemove, label: 'Remove', namedLabel: (name) => `Remove ${name}` }}
      />,
    );
    const input = screen.getByLabelText('Add a file');
    expect(input).toHaveAccessibleDescription('PDF or PNG, at most 10 MB');
    await userEvent.upload(input, [file('a.pdf', 10), file('b.png', 10)]);
    expect(onChoose).toHaveBeenCalledWith([expect.any(File), expect.any(File)]);

    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('(4 kB)')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: 'Sending loki.csv' })).toBeInTheDocument();
    expect(within(list).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again in a moment.',
    );
    expect(within(list).queryByRole('button', { name: 'Remove loki.csv' })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove kuva.png' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });
});
