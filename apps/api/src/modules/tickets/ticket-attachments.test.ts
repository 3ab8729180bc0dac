import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TicketConversationRepo } from './ticket-conversation.repo';

const BOUNDARY = 'kaista-attachment-boundary';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

function upload(fileName: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

/** Issue 21.3: no upload may answer 500, and none may leave a stored file without its row. */
describe('attachment uploads that cannot be stored', () => {
  let t: TestApp;
  let manager: string;
  let url: string;
  /** What uploads left in the file store, beside the seeded demo attachments. */
  const storedFiles = async () =>
    (await t.files.list('tickets/')).filter((key) => !key.startsWith('tickets/demo-'));
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    const [ticket] = await t.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.companyId, '100001'))
      .limit(1);
    url = `/api/businesses/100001/tickets/${ticket!.id}/attachments`;
  });
  afterAll(() => t.close());

  it('refuses a file name holding a NUL byte with 400 and writes nothing', async () => {
    const response = await t.request({ method: 'POST', url, ...upload('kuva\u0000.png'), session: manager });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await storedFiles()).toEqual([]);
  });

  it('removes the written file when its row cannot be inserted', async () => {
    const insert = vi
      .spyOn(TicketConversationRepo.prototype, 'insertAttachment')
      .mockRejectedValueOnce(new Error('database went away'));
    const response = await t.request({ method: 'POST', url, ...upload('kuva.png'), session: manager });
    insert.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(await storedFiles()).toEqual([]);
  });
});
