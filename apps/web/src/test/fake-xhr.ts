import { vi } from 'vitest';

/**
 * Answers every upload (XMLHttpRequest, see upload-file.ts) with the given status and JSON body, and records the
 * address of each one sent, so a test sees both what the page shows and whether anything was sent at all.
 */
export function answerUploads(status: number, body: unknown): string[] {
  const sent: string[] = [];
  class FakeXhr {
    upload = { onprogress: null };
    status = status;
    statusText = '';
    responseText = JSON.stringify(body);
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
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
