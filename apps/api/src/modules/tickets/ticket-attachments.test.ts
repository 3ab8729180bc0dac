import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartFile, PNG_BYTES } from '../../test/multipart';
import { TicketConversationRepo } from './ticket-conversation.repo';

const upload = (fileName: string) => multipartFile(fileName, PNG_BYTES, 'image/png');

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
