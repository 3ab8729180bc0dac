import { vi } from 'vitest';

type UploadAnswer = { status: number; body: unknown };

/** Stubs XMLHttpRequest (see upload-file.ts): each upload reports half its progress, then gets `next()`. */
function stubUploads(next: () => UploadAnswer): string[] {
  const sent: string[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send() {
      sent.push(this.url);
      const answer = next();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/**
 * Answers every upload with the given status and JSON body, and records the address of each one sent, so a
 * test sees both what the page shows and whether anything was sent at all.
 */
export const answerUploads = (status: number, body: unknown): string[] =>
  stubUploads(() => ({ status, body }));

/** Answers the uploads in turn from `answers` (e.g. dry runs, then the submit), recording where each went. */
export const answerUploadsInTurn = (answers: UploadAnswer[]): string[] => stubUploads(() => answers.shift()!);
