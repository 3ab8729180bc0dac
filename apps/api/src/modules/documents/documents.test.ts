import type { AuditPage } from '@kaista/domain/audit';
import type { DocumentDetails, DocumentPage, FolderStructure } from '@kaista/domain/documents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoUuid } from '../../seed/demo-ids';
import { PDF, PNG } from '../../security/upload-corpus';
import { createTestApp, type TestApp } from '../../test/test-app';

const AURORA = DEMO_COMPANY.aurora;
const KETTU = DEMO_COMPANY.kettu;
const base = (company: string) => `/api/businesses/${company}/documents`;
const CONTRACTS = demoUuid(150, 1);
const CONTRACT = demoUuid(151, 1);
const GUIDE = demoUuid(151, 3);
const KETTU_DOCUMENT = demoUuid(151, 6);

const BOUNDARY = 'kaista-documents';
const multipart = (fileName: string, declaredType: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${declaredType}\r\n\r\n`,
      'latin1',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('documents', () => {
  let t: TestApp;
  let manager: string;
  let user: string;
  let dc: string;
  let rep: string;
  beforeAll(async () => {
    t = await createTestApp();
    [manager, user, dc, rep] = await Promise.all([
      t.login('manager@aurora.example'),
      t.login('user@aurora.example'),
      t.login('dc@kaista.example'),
      t.login('rep@kettu.example'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, session = manager) => t.request({ method: 'GET', url, session });
  const upload = (
    url: string,
    fileName: string,
    content: Buffer,
    {
      session = manager,
      type = 'application/octet-stream',
      ifMatch,
    }: { session?: string; type?: string; ifMatch?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url,
      session,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
      payload: multipart(fileName, type, content),
    });
  const remove = (url: string, session = manager, ifMatch?: string) =>
    t.request({ method: 'DELETE', url, session, ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}) });

  it('reads the folder structure, a folder page and a document with its versions', async () => {
    const structure = (await get(`${base(AURORA)}/folderstructure`)).json<FolderStructure>();
    expect(structure.folders.map((folder) => folder.name)).toEqual(['Käyttöönotto', 'Ohjeet', 'Sopimukset']);
    expect(structure.folders.find((folder) => folder.name === 'Käyttöönotto')?.parentId).toBe(
      demoUuid(150, 2),
    );
    expect(structure.rootDocumentCount).toBe(1);
    const page = (await get(`${base(AURORA)}?folderId=${CONTRACTS}&sort=name`)).json<DocumentPage>();
    expect(page.items.map((item) => item.name)).toEqual(['Hinnasto 2026.pdf', 'Palvelusopimus.pdf']);
    expect(page.total).toBe(2);
    // A page short of the folder's end still tells the folder's whole count.
    const first = (
      await get(`${base(AURORA)}?folderId=${CONTRACTS}&sort=name&pageSize=1`)
    ).json<DocumentPage>();
    expect(first.items.map((item) => item.name)).toEqual(['Hinnasto 2026.pdf']);
    expect(first).toMatchObject({ total: 2, totalCapped: false });
    const root = (await get(base(AURORA))).json<DocumentPage>();
    expect(root.items.map((item) => item.name)).toEqual(['Yhteyshenkilöt.csv']);
    expect(root.total).toBe(1);
    const details = await get(`${base(AURORA)}/${CONTRACT}/details`);
    expect(details.headers.etag).toBe('"1"');
    const contract = details.json<DocumentDetails>();
    expect(contract).toMatchObject({
      folderName: 'Sopimukset',
      category: 'CONTRACT',
      validUntil: '2027-03-31',
      publishedByOperator: true,
      currentVersion: 2,
    });
    expect(contract.versions.map((version) => version.versionNo)).toEqual([2, 1]);
  });

  it('searches the names and descriptions of every folder, in the company only', async () => {
    const search = async (query: string, session = manager) => {
      const response = await get(`${base(AURORA)}?${query}`, session);
      expect(response.statusCode).toBe(200);
      return response.json<DocumentPage>();
    };
    // 'sopimus' inside a name (Palvelusopimus.pdf) and inside a description (…sopimushinnat), both in a
    // folder; Pohjola's Palvelusopimus.pdf is not Aurora's.
    const found = await search('q=sopimus&sort=name');
    expect(found.items.map((item) => item.name)).toEqual(['Hinnasto 2026.pdf', 'Palvelusopimus.pdf']);
    expect(found).toMatchObject({ total: 2, totalCapped: false });
    expect((await search('q=HINNAT%20liittymien')).items.map((item) => item.name)).toEqual([
      'Hinnasto 2026.pdf',
    ]);
    expect((await search(`q=sopimus&folderId=${demoUuid(150, 3)}`)).items).toEqual([]);
    expect((await search('q=%25%25%25')).items).toEqual([]);
    expect((await search('q=sopimus', dc)).total).toBe(2);

    const short = await get(`${base(AURORA)}?q=ab`);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      q: 'validation.min-length',
    });
    expect((await get(`${base(AURORA)}?q=sopimus`, user)).statusCode).toBe(403);
    expect((await get(`${base(KETTU)}?q=aukioloajat`)).statusCode).toBe(404);
  });

  it('finds a folder’s documents of one whole name, in any case: what an upload by that name meets', async () => {
    const named = async (query: string) =>
      (await get(`${base(AURORA)}?${query}`)).json<DocumentPage>().items.map((item) => item.id);
    expect(await named(`folderId=${CONTRACTS}&name=PALVELUSOPIMUS.pdf`)).toEqual([CONTRACT]);
    // Not a part of the name, not the top level, not another folder.
    expect(await named(`folderId=${CONTRACTS}&name=sopimus.pdf`)).toEqual([]);
    expect(await named('name=Palvelusopimus.pdf')).toEqual([]);
    expect(await named(`folderId=${demoUuid(150, 3)}&name=Palvelusopimus.pdf`)).toEqual([]);

    const long = await get(`${base(AURORA)}?name=${'a'.repeat(256)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      name: 'validation.max-length',
    });
  });

  it('counts a broad search up to its cap', async () => {
    await t.db.execute(sql`insert into documents (company_id, name, file_type, size_bytes, updated_by_name)
      select ${AURORA}, 'Massa ' || n || '.pdf', 'pdf', 10, 'Testi' from generate_series(1, 1005) as n`);
    try {
      const page = (await get(`${base(AURORA)}?q=massa&pageSize=5`)).json<DocumentPage>();
      expect(page.items).toHaveLength(5);
      expect(page).toMatchObject({ total: 1000, totalCapped: true });
      const last = (await get(`${base(AURORA)}?q=massa%201005`)).json<DocumentPage>();
      expect(last.items.map((item) => item.name)).toEqual(['Massa 1005.pdf']);
    } finally {
      await t.db.execute(sql`delete from documents where company_id = ${AURORA} and name like 'Massa %'`);
    }
  });

  it('uploads into a folder, adds a version keeping the old one, downloads either and deletes', async () => {
    const created = await upload(`${base(AURORA)}?folderId=${CONTRACTS}&description=Liite`, 'Liite.pdf', PDF);
    expect(created.statusCode).toBe(201);
    const document = created.json<DocumentDetails>();
    expect(document).toMatchObject({ name: 'Liite.pdf', folderId: CONTRACTS, publishedByOperator: false });
    const url = `${base(AURORA)}/${document.id}`;

    const stale = await upload(`${url}/versions`, 'Liite-2.png', PNG, { ifMatch: '"7"' });
    expect(stale.statusCode).toBe(412);
    const next = await upload(`${url}/versions`, 'Liite-2.png', PNG, {
      ifMatch: created.headers.etag as string,
    });
    expect(next.statusCode).toBe(201);
    expect(next.json<DocumentDetails>()).toMatchObject({
      name: 'Liite-2.png',
      fileType: 'png',
      currentVersion: 2,
    });
    expect(next.json<DocumentDetails>().versions.map((version) => version.fileName)).toEqual([
      'Liite-2.png',
      'Liite.pdf',
    ]);

    const current = await get(`${url}/download`);
    expect(current.headers['content-type']).toBe('image/png');
    expect(current.rawPayload.equals(PNG)).toBe(true);
    const old = await get(`${url}/download?version=1`);
    expect(old.headers['content-disposition']).toContain('attachment; filename="Liite.pdf"');
    expect(old.rawPayload.equals(PDF)).toBe(true);
    expect((await get(`${url}/download?version=3`)).statusCode).toBe(404);

    expect((await remove(url, manager, '"1"')).statusCode).toBe(412);
    expect((await remove(url, manager, next.headers.etag as string)).statusCode).toBe(204);
    expect((await get(`${url}/details`)).statusCode).toBe(404);
    expect(await t.files.list(`documents/`)).not.toContain(
      expect.stringMatching(/^documents\/[0-9a-f]{32}$/),
    );

    const log = (await get(`/api/businesses/${AURORA}/audit?pageSize=5`)).json<AuditPage>();
    const subjects = log.items.map((entry) => entry.subject);
    expect(subjects).toContain('Liite-2.png (2 versions)');
    expect(subjects).toContain('Liite.pdf (v1) → Liite-2.png (v2)');
    expect(subjects).toContain('Sopimukset / Liite.pdf');
  });

  it('keeps every folder count exact through uploads, a move, a bulk insert and deletes', async () => {
    const structure = async () => (await get(`${base(AURORA)}/folderstructure`)).json<FolderStructure>();
    const counted = async () => {
      const result = (await t.db.execute(
        sql`select folder_id, count(*)::int as n from documents where company_id = ${AURORA} group by folder_id`,
      )) as unknown as { rows: { folder_id: string | null; n: number }[] };
      return new Map(result.rows.map((row) => [row.folder_id, row.n]));
    };
    const expectExact = async () => {
      const [shown, all] = await Promise.all([structure(), counted()]);
      expect(shown.rootDocumentCount).toBe(all.get(null) ?? 0);
      for (const folder of shown.folders) expect(folder.documentCount).toBe(all.get(folder.id) ?? 0);
    };
    const before = await structure();
    const inFolder = await upload(`${base(AURORA)}?folderId=${CONTRACTS}`, 'Laskelma.pdf', PDF);
    const atTop = await upload(base(AURORA), 'Muistio.pdf', PDF);
    expect(inFolder.statusCode).toBe(201);
    expect(atTop.statusCode).toBe(201);
    const after = await structure();
    expect(after.rootDocumentCount).toBe(before.rootDocumentCount + 1);
    const contracts = (shown: FolderStructure) => shown.folders.find((folder) => folder.id === CONTRACTS);
    expect(contracts(after)?.documentCount).toBe(contracts(before)!.documentCount + 1);
    await expectExact();

    const moved = inFolder.json<DocumentDetails>().id;
    await t.db.execute(
      sql`update documents set folder_id = null where company_id = ${AURORA} and id = ${moved}`,
    );
    await expectExact();
    await t.db
      .execute(sql`insert into documents (company_id, folder_id, name, file_type, size_bytes, updated_by_name)
      select ${AURORA}, ${CONTRACTS}, 'Erä ' || n || '.pdf', 'pdf', 10, 'Testi' from generate_series(1, 3) as n`);
    await expectExact();
    await t.db.execute(sql`delete from documents where company_id = ${AURORA} and name like 'Erä %'`);
    expect(
      (
        await remove(
          `${base(AURORA)}/${atTop.json<DocumentDetails>().id}`,
          manager,
          atTop.headers.etag as string,
        )
      ).statusCode,
    ).toBe(204);
    await expectExact();
  });

  it('refuses content that is not its type (415) and leaves nothing', async () => {
    const before = await t.files.list('documents/');
    const fake = await upload(
      base(AURORA),
      'Sopimus.pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(fake.statusCode).toBe(415);
    expect(await upload(base(AURORA), 'ohjelma.exe', Buffer.from('MZ'))).toMatchObject({ statusCode: 415 });
    expect(await t.files.list('documents/')).toEqual(before);
  });

  it('says an empty file is empty (400 at the file), not of the wrong type, and leaves nothing', async () => {
    const before = await t.files.list('documents/');
    const empty = await upload(base(AURORA), 'Muistio.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldErrors: { file: 'validation.file-empty' } });
    expect(await t.files.list('documents/')).toEqual(before);
  });

  it('says a file name with a backslash or a tab is the name’s fault (400 at the file), and leaves nothing', async () => {
    const before = await t.files.list('documents/');
    for (const name of ['raportti\\2026.txt', 'raportti\t2026.txt']) {
      const refused = await upload(base(AURORA), name, Buffer.from('teksti'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fieldErrors: { file: 'validation.file-name' } });
    }
    expect(await t.files.list('documents/')).toEqual(before);
  });

  it('keeps contracts and price lists the operator published to the operator', async () => {
    const published = await upload(
      `${base(AURORA)}?category=PRICE_LIST&validUntil=2027-12-31&folderId=${CONTRACTS}`,
      'Hinnasto 2027.pdf',
      PDF,
      { session: dc },
    );
    expect(published.statusCode).toBe(201);
    expect(published.json<DocumentDetails>()).toMatchObject({
      publishedByOperator: true,
      category: 'PRICE_LIST',
    });
    const id = published.json<DocumentDetails>().id;
    expect((await remove(`${base(AURORA)}/${id}`)).statusCode).toBe(403);
    expect((await upload(`${base(AURORA)}/${CONTRACT}/versions`, 'Oma.pdf', PDF)).statusCode).toBe(403);
    expect((await upload(`${base(AURORA)}?category=CONTRACT`, 'Oma.pdf', PDF)).statusCode).toBe(403);
    const undated = await upload(`${base(AURORA)}?validUntil=2027-01-01`, 'Oma.pdf', PDF);
    expect(undated.statusCode).toBe(400);
    expect(undated.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('validUntil');
    // A price list is published to be in force: not with a last day already gone by.
    const before = await t.files.list('documents/');
    const ended = await upload(
      `${base(AURORA)}?category=PRICE_LIST&validUntil=2025-12-31`,
      'Vanha.pdf',
      PDF,
      {
        session: dc,
      },
    );
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toMatchObject({ fieldErrors: { validUntil: 'validation.validity-ended' } });
    expect(await t.files.list('documents/')).toEqual(before);
    expect((await remove(`${base(AURORA)}/${id}`, dc)).statusCode).toBe(204);
  });

  it('makes folders, refuses to delete one that is not empty, deletes an empty one', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${base(AURORA)}/folders`,
      session: manager,
      payload: { name: 'Laskut', parentId: CONTRACTS },
    });
    expect(created.statusCode).toBe(201);
    const bad = await t.request({
      method: 'POST',
      url: `${base(AURORA)}/folders`,
      session: manager,
      payload: { name: '  ' },
    });
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      name: 'validation.cannot-be-empty',
    });
    // A name of its own beside its siblings, in any letter case; the same name elsewhere is another folder.
    const twin = await t.request({
      method: 'POST',
      url: `${base(AURORA)}/folders`,
      session: manager,
      payload: { name: ' LASKUT ', parentId: CONTRACTS },
    });
    expect(twin.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      name: 'documents.folder-name-taken',
    });
    const atTop = await t.request({
      method: 'POST',
      url: `${base(AURORA)}/folders`,
      session: manager,
      payload: { name: 'Laskut' },
    });
    expect(atTop.statusCode).toBe(201);
    expect((await remove(`${base(AURORA)}/folders/${atTop.json<{ id: string }>().id}`)).statusCode).toBe(204);
    expect((await remove(`${base(AURORA)}/folders/${CONTRACTS}`)).json<{ code: string }>().code).toBe(
      'ILLEGAL_STATE',
    );
    const folder = created.json<{ id: string }>();
    expect((await remove(`${base(AURORA)}/folders/${folder.id}`)).statusCode).toBe(204);
  });

  it('refuses to delete a folder changed meanwhile (412) and keeps it', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${base(AURORA)}/folders`,
      session: manager,
      payload: { name: 'Vanhat' },
    });
    const folder = created.json<{ id: string }>();
    const stale = await remove(`${base(AURORA)}/folders/${folder.id}`, manager, '"7"');
    expect(stale.statusCode).toBe(412);
    const structure = (await get(`${base(AURORA)}/folderstructure`)).json<FolderStructure>();
    expect(structure.folders.map((each) => each.id)).toContain(folder.id);
    expect((await remove(`${base(AURORA)}/folders/${folder.id}`, manager, '"1"')).statusCode).toBe(204);
  }, 20_000);

  it('needs DocumentsReadDocument to read and DocumentsWriteDocument to write', async () => {
    expect((await get(base(AURORA), user)).statusCode).toBe(403);
    expect((await upload(base(AURORA), 'Oma.txt', Buffer.from('teksti'), { session: user })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: base(AURORA) })).statusCode).toBe(401);
    expect((await get(base(KETTU), dc)).statusCode).toBe(200);
  });

  it("answers 404 for another company's documents and folders", async () => {
    expect((await get(base(KETTU))).statusCode).toBe(404);
    expect((await get(`${base(AURORA)}/${KETTU_DOCUMENT}/details`)).statusCode).toBe(404);
    expect((await get(`${base(AURORA)}/${KETTU_DOCUMENT}/download`)).statusCode).toBe(404);
    expect((await remove(`${base(AURORA)}/${KETTU_DOCUMENT}`)).statusCode).toBe(404);
    expect((await get(`${base(AURORA)}?folderId=${demoUuid(150, 5)}`)).statusCode).toBe(404);
    expect((await upload(`${base(AURORA)}?folderId=${demoUuid(150, 5)}`, 'A.pdf', PDF)).statusCode).toBe(404);
    expect((await get(`${base(KETTU)}/${GUIDE}/details`, rep)).statusCode).toBe(403);
  });
});
