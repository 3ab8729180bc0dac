import { documentCalls } from '@kaista/domain/documents';
import { ticketCalls } from '@kaista/domain/tickets';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { currentNotifications, dismiss } from '../notifications/notification-store';
import { HttpError } from './http-error';
import { uploadFile } from './upload-file';

/** Plays back one upload: progress events, then the given answer. */
function fakeXhr(status: number, body: unknown) {
  const sent: { url: string; headers: Record<string, string>; body: FormData | null }[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, body: form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const file = new File(['hei'], 'loki.txt', { type: 'text/plain' });
const params = { id: '100001', ticketId: 'T-1' };

describe('uploadFile', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });
  const noticeIds = () => currentNotifications().map((notice) => notice.id);

  it('posts the file as form data with the language header and reports progress to the end', async () => {
    const sent = fakeXhr(201, {
      id: 'a1',
      fileName: 'loki.txt',
      contentType: 'text/plain',
      sizeBytes: 3,
      uploadedByName: 'Ulla Käyttäjä',
      uploadedByOperatorName: null,
      createdAt: '2026-11-22T08:00:00Z',
    });
    const progress: number[] = [];
    const attachment = await uploadFile(ticketCalls.uploadAttachment, { params }, file, (fraction) =>
      progress.push(fraction),
    );
    expect(attachment).toMatchObject({ id: 'a1' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]?.url).toBe('/api/businesses/100001/tickets/T-1/attachments');
    expect(sent[0]?.headers['X-Accept-Language']).toBe('en');
    expect((sent[0]?.body?.get('file') as File).name).toBe('loki.txt');
  });

  it('turns a refusal into an HttpError with its code and shows the §8 notice for 413', async () => {
    fakeXhr(413, { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' });
    const failure = await uploadFile(ticketCalls.uploadAttachment, { params }, file, () => {}).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(currentNotifications().map((notice) => notice.id)).toContain(
      'download.download-error-size-notification',
    );
  });

  it('shows no notice for a refusal its caller tells itself, and keeps the notice of any other', async () => {
    const tells = (error: HttpError) => error.code === 'ILLEGAL_STATE';
    fakeXhr(409, { code: 'ILLEGAL_STATE', message: 'Ordered already.' });
    const told = await uploadFile(ticketCalls.uploadAttachment, { params }, file, () => {}, { tells }).catch(
      (error: unknown) => error,
    );
    expect(told).toMatchObject({ status: 409, code: 'ILLEGAL_STATE' });
    expect(noticeIds()).toEqual([]);

    fakeXhr(500, { message: 'Internal Server Error' });
    await uploadFile(ticketCalls.uploadAttachment, { params }, file, () => {}, { tells }).catch(() => {});
    expect(noticeIds()).toEqual(['error.generic']);
  });

  it('leaves field errors and a 412 to a caller that tells them, as the API client does', async () => {
    fakeXhr(400, { code: 'VALIDATION_ERROR', message: 'Bad.', fieldErrors: { file: 'x.bad' } });
    await uploadFile(ticketCalls.uploadAttachment, { params }, file, () => {}, {
      tellsFieldErrors: true,
    }).catch(() => {});
    fakeXhr(412, { code: 'PRECONDITION_FAILED', message: 'Changed.' });
    await uploadFile(ticketCalls.uploadAttachment, { params }, file, () => {}, { tellsStale: true }).catch(
      () => {},
    );
    expect(noticeIds()).toEqual([]);
  });

  it("sends a versioned call's ETag as If-Match, and a 412 nobody tells keeps its notice", async () => {
    const sent = fakeXhr(412, { code: 'PRECONDITION_FAILED', message: 'Changed.' });
    const documentParams = { id: '100001', documentId: '7f0c2a4e-5d1b-4c3a-9e8f-1a2b3c4d5e6f' };
    await uploadFile(documentCalls.uploadVersion, { params: documentParams }, file, () => {}, {
      ifMatch: '"3"',
    }).catch(() => {});
    expect(sent[0]?.headers['If-Match']).toBe('"3"');
    expect(noticeIds()).toEqual(['error.generic']);
  });
});
