import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketAttachment, TicketComment, TicketPage, TicketStatistics } from '@kaista/domain/tickets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartFile, PNG_BYTES } from '../../test/multipart';

const AURORA = '/api/businesses/100001';

describe('ticket comments, attachments and statistics', () => {
  let t: TestApp;
  /** What uploads left in the file store, beside the seeded demo attachments. */
  const uploadedFiles = async () =>
    (await t.files.list('tickets/')).filter((key) => !key.startsWith('tickets/demo-'));
  let manager: string;
  let pohjolaTicket: string;
  let pending: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@aurora.example');
    const pohjola = await t.request({
      method: 'GET',
      url: '/api/businesses/100002/tickets?pageSize=1',
      session: manager,
    });
    pohjolaTicket = pohjola.json<TicketPage>().items[0]!.id;
    const list = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets?status=PENDING_CUSTOMER&pageSize=1`,
      session: manager,
    });
    pending = list.json<TicketPage>().items[0]!.id;
  });
  afterAll(() => t.close());

  it('answers 404 for another company ticket on every ticket route', async () => {
    const base = `${AURORA}/tickets/${pohjolaTicket}`;
    const calls = [
      { method: 'GET' as const, url: base },
      { method: 'GET' as const, url: `${base}/comments` },
      { method: 'POST' as const, url: `${base}/comments`, payload: { body: 'Hei' } },
      { method: 'GET' as const, url: `${base}/attachments` },
      { method: 'POST' as const, url: `${base}/attachments`, ...multipartFile('a.png', PNG_BYTES) },
      { method: 'GET' as const, url: `${base}/attachments/00000000-0000-4000-8063-000000000125` },
    ];
    for (const call of calls) {
      const response = await t.request({ ...call, session: manager });
      expect(response.statusCode, call.url).toBe(404);
    }
  });

  it('keeps comments in order and hands a pending ticket back to the operator, which the badge count follows', async () => {
    const statistics = async () =>
      (
        await t.request({ method: 'GET', url: `${AURORA}/tickets/statistics/non-closed`, session: manager })
      ).json<TicketStatistics>();
    const before = await statistics();
    expect(before.statusCounts.PENDING_CUSTOMER).toBeGreaterThan(0);
    expect(before.statusCounts.CLOSED).toBeUndefined();
    for (const body of ['Ensimmäinen vastaus', 'Toinen vastaus']) {
      const response = await t.request({
        method: 'POST',
        url: `${AURORA}/tickets/${pending}/comments`,
        payload: { body },
        session: manager,
      });
      expect(response.statusCode).toBe(201);
    }
    const comments = (
      await t.request({ method: 'GET', url: `${AURORA}/tickets/${pending}/comments`, session: manager })
    ).json<TicketComment[]>();
    expect(comments.slice(-2).map((comment) => comment.body)).toEqual([
      'Ensimmäinen vastaus',
      'Toinen vastaus',
    ]);
    const detail = await t.request({ method: 'GET', url: `${AURORA}/tickets/${pending}`, session: manager });
    expect(detail.json().status).toBe('SOLVING');
    expect((await statistics()).statusCounts.PENDING_CUSTOMER).toBe(
      before.statusCounts.PENDING_CUSTOMER! - 1,
    );
    const bad = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${pending}/comments`,
      payload: { body: '' },
      session: manager,
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { body: expect.any(String) } });
  });

  it('takes no message and no file on a closed ticket, which no one reads any more', async () => {
    const closed = (
      await t.request({ method: 'GET', url: `${AURORA}/tickets?status=CLOSED&pageSize=1`, session: manager })
    ).json<TicketPage>().items[0]!.id;
    const comments = () =>
      t.request({ method: 'GET', url: `${AURORA}/tickets/${closed}/comments`, session: manager });
    const before = (await comments()).json<TicketComment[]>().length;
    const answer = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${closed}/comments`,
      payload: { body: 'Vieläkö tämä luetaan?' },
      session: manager,
    });
    expect(answer.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    const upload = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${closed}/attachments`,
      ...multipartFile('liite.png', PNG_BYTES),
      session: manager,
    });
    expect(upload.json()).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect((await comments()).json<TicketComment[]>()).toHaveLength(before);
    expect(await uploadedFiles()).toEqual([]);
  });

  it('stores an upload under a random name and serves it back as an attachment', async () => {
    const upload = await t.request({
      method: 'POST',
      url: `${AURORA}/tickets/${pending}/attachments`,
      ...multipartFile('kuvakaappaus ä.png', PNG_BYTES),
      session: manager,
    });
    expect(upload.statusCode).toBe(201);
    const attachment = upload.json<TicketAttachment>();
    expect(attachment).toMatchObject({
      fileName: 'kuvakaappaus ä.png',
      contentType: 'image/png',
      sizeBytes: PNG_BYTES.length,
    });
    const stored = await uploadedFiles();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^tickets\/[0-9a-f]{32}$/);
    const download = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${pending}/attachments/${attachment.id}`,
      session: manager,
    });
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="kuvakaappaus _.png"; filename\*=UTF-8''kuvakaappaus%20%C3%A4\.png$/,
    );
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    const list = await t.request({
      method: 'GET',
      url: `${AURORA}/tickets/${pending}/attachments`,
      session: manager,
    });
    expect(list.json<TicketAttachment[]>().map((item) => item.id)).toContain(attachment.id);
  });

  it('refuses a file whose content is not its type (415) and one over 10 MB (413), keeping nothing', async () => {
    const url = `${AURORA}/tickets/${pending}/attachments`;
    const fake = await t.request({
      method: 'POST',
      url,
      ...multipartFile('lasku.pdf', Buffer.from('MZ\x90\x00 not a pdf')),
      session: manager,
    });
    expect(fake.statusCode).toBe(415);
    const binaryText = await t.request({
      method: 'POST',
      url,
      ...multipartFile('notes.txt', Buffer.from([0, 1, 2, 3])),
      session: manager,
    });
    expect(binaryText.statusCode).toBe(415);
    const exe = await t.request({
      method: 'POST',
      url,
      ...multipartFile('setup.exe', Buffer.from('MZ')),
      session: manager,
    });
    expect(exe.statusCode).toBe(415);
    const json = await t.request({ method: 'POST', url, payload: { file: 'x' }, session: manager });
    expect(json.statusCode).toBe(415);
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const big = await t.request({ method: 'POST', url, ...multipartFile('iso.pdf', huge), session: manager });
    expect(big.statusCode).toBe(413);
    expect(await uploadedFiles()).toHaveLength(1);
  });

  it('serves a seeded attachment and lets the user read but not upload', async () => {
    const user = await t.login('user@aurora.example');
    const withFile = `${AURORA}/tickets/00000000-0000-4000-8060-000000000005`;
    const [seeded] = (await t.request({ method: 'GET', url: `${withFile}/attachments`, session: user })).json<
      TicketAttachment[]
    >();
    const download = await t.request({
      method: 'GET',
      url: `${withFile}/attachments/${seeded!.id}`,
      session: user,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain(seeded!.fileName);
    const upload = await t.request({
      method: 'POST',
      url: `${withFile}/attachments`,
      ...multipartFile('a.png', PNG_BYTES),
      session: user,
    });
    expect(upload.statusCode).toBe(403);
  });
});
