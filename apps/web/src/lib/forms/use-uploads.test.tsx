import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUploads, type UploadRules } from './use-uploads';

const rules: UploadRules = {
  refuse: (file) => (file.name.endsWith('.exe') ? 'wrong-type' : undefined),
  failure: (status, error) =>
    status === 413
      ? 'too-large'
      : error instanceof Error && error.message === 'ordered'
        ? 'ordered'
        : 'failed',
};
const file = (name: string) => new File(['x'], name);

describe('useUploads', () => {
  it('refuses a file before sending, sends the rest one by one with progress and says what failed', async () => {
    const { result } = renderHook(() => useUploads(rules));
    act(() => void result.current.add([file('a.pdf'), file('virus.exe'), file('b.pdf')]));
    expect(result.current.files.map((pending) => pending.error)).toEqual([
      undefined,
      'wrong-type',
      undefined,
    ]);

    const sent: string[] = [];
    let allSent = true;
    await act(async () => {
      allSent = await result.current.send(async (chosen, onProgress) => {
        sent.push(chosen.name);
        onProgress(0.5);
        if (chosen.name === 'b.pdf') throw Object.assign(new Error('too large'), { status: 413 });
      });
    });
    expect(sent).toEqual(['a.pdf', 'b.pdf']);
    expect(allSent).toBe(false);
    expect(
      result.current.files.map((pending) => [pending.file.name, pending.progress, pending.error]),
    ).toEqual([
      ['a.pdf', 0.5, undefined],
      ['virus.exe', null, 'wrong-type'],
      ['b.pdf', 0.5, 'too-large'],
    ]);
    expect(result.current.isSending).toBe(false);
  });

  it('words a failure by the error itself, not only by its status', async () => {
    const { result } = renderHook(() => useUploads(rules));
    act(() => void result.current.add([file('a.csv'), file('b.csv')]));
    await act(async () => {
      await result.current.send(async (chosen) => {
        throw Object.assign(new Error(chosen.name === 'a.csv' ? 'ordered' : 'lost'), { status: 409 });
      });
    });
    expect(result.current.files.map((pending) => pending.error)).toEqual(['ordered', 'failed']);
  });
});
