import { request as httpRequest, type IncomingMessage } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_LIMITS } from '@kaista/domain/tickets';
import { ticketAttachments, tickets } from '../db/schema';
import { DEMO_COMPANY } from '../seed/demo-ids';
import { SESSION_COOKIE } from '../plugins/session/session-token';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../test/test-app';
import { DOCX, HOSTILE_UPLOADS, PDF, PNG } from './upload-corpus';

const BOUNDARY = 'kaista-upload-corpus';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const partHead = (fileName: string, declaredType: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${declaredType}\r\n\r\n`,
    'latin1',
  );
const multipart = (fileName: string, declaredType: string, content: Buffer) =>
  Buffer.concat([partHead(fileName, declaredType), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

/** §3 attachments: only the accepted document types, at most 10 MB, never served as a page. */
describe('ticket attachment uploads against a hostile corpus', () => {
  let t: TestApp;
  let session: string;
  let url: string;
  const storedFiles = async () => t.files.list('tickets/');
  const rows = async () => (await t.db.select({ n: count() }).from(ticketAttachments))[0]!.n;
  const upload = (fileName: string, declaredType: string, content: Buffer) =>
    t.request({
      method: 'POST',
      url,
      session,
      headers: { 'content-type': TYPE },
      payload: multipart(fileName, declaredType, content),
    });

  beforeAll(async () => {
    t = await createTestApp();
    session = await t.login('manager@aurora.example');
    const [ticket] = await t.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.companyId, DEMO_COMPANY.aurora))
      .limit(1);
    url = `/api/businesses/${DEMO_COMPANY.aurora}/tickets/${ticket!.id}/attachments`;
  });
  afterAll(() => t.close());

  it('refuses every file of the corpus with 4xx, leaving no row and no file', async () => {
    const before = { rows: await rows(), files: await storedFiles() };
    const accepted: string[] = [];
    for (const sample of HOSTILE_UPLOADS) {
      const response = await upload(sample.fileName, sample.declaredType, sample.content);
      if (response.statusCode < 400 || response.statusCode >= 500)
        accepted.push(`${sample.name}: ${response.statusCode}`);
    }
    const refused = HOSTILE_UPLOADS.length - accepted.length;
    console.info(`uploads: ${refused} refused of ${HOSTILE_UPLOADS.length}`);
    expect(accepted).toEqual([]);
    expect(await rows()).toBe(before.rows);
    expect(await storedFiles()).toEqual(before.files);
  });

  it('refuses a file one byte over 10 MB with 413 and keeps one of exactly 10 MB', async () => {
    const before = await storedFiles();
    const body = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
    const over = await upload('iso.pdf', 'application/pdf', body(TICKET_LIMITS.attachmentMaxBytes + 1));
    expect(over.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
    const limit = await upload('raja.pdf', 'application/pdf', body(TICKET_LIMITS.attachmentMaxBytes));
    expect(limit.statusCode).toBe(201);
  });

  it('answers 413 while an oversized upload is still being sent, leaving no file', async () => {
    const before = await storedFiles();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sending = httpRequest(`${address}${url}`, {
      method: 'POST',
      headers: {
        ...BROWSER_HEADERS,
        cookie: `${SESSION_COOKIE}=${session}`,
        'content-type': TYPE,
        'transfer-encoding': 'chunked',
      },
    });
    sending.on('error', () => undefined);
    const answered = new Promise<IncomingMessage>((resolve) => sending.on('response', resolve));
    sending.write(partHead('suuri.pdf', 'application/pdf'));
    sending.write('%PDF-1.7\n');
    const megabyte = Buffer.alloc(1024 * 1024, 0x20);
    for (let written = 0; written <= TICKET_LIMITS.attachmentMaxBytes; written += megabyte.length)
      sending.write(megabyte);
    // The request is never ended: only a refusal made while streaming can answer it.
    const response = await answered;
    sending.destroy();
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps real documents of the accepted types', async () => {
    for (const [fileName, type, content] of [
      ['lasku.pdf', 'application/pdf', PDF],
      ['kuva.png', 'image/png', PNG],
      ['muistio.docx', 'application/octet-stream', DOCX],
      ['muistio.txt', 'text/plain', Buffer.from('Hei <b>lihavoitu</b> ja <html> tekstinä\n')],
    ] as const)
      expect((await upload(fileName, type, content)).statusCode, fileName).toBe(201);
  });

  it('serves downloads as attachments that are never sniffed or run as a page', async () => {
    const created = await upload('kuva.png', 'image/png', PNG);
    const download = await t.request({ method: 'GET', url: `${url}/${created.json().id}`, session });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });
});
