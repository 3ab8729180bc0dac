import {
  DOCUMENT_LIMITS,
  documentCalls,
  type Document,
  type DocumentDetails,
} from '@kaista/domain/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { answerUploads } from '../../test/fake-xhr';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { documentsRoutes } from './documents-routes';

const COMPANY = '100001';
const CONTRACTS = '00000000-0000-4000-8150-000000000001';
const GUIDES = '00000000-0000-4000-8150-000000000002';
const manager = testUser(
  [],
  [
    {
      uid: COMPANY,
      roles: ['ServiceManagerUser'],
      permissions: ['DocumentsReadDocument', 'DocumentsWriteDocument'],
    },
  ],
);
const reader = testUser(
  [],
  [{ uid: COMPANY, roles: ['ServiceUser'], permissions: ['DocumentsReadDocument'] }],
);
const dc = testUser(['DCUser']);

const contract: Document = {
  id: '00000000-0000-4000-8151-000000000001',
  folderId: CONTRACTS,
  name: 'Palvelusopimus.pdf',
  description: 'Yritysasiakkaan palvelusopimus.',
  fileType: 'pdf',
  sizeBytes: 2048,
  category: 'CONTRACT',
  validUntil: '2027-03-31',
  publishedByOperator: true,
  currentVersion: 2,
  updatedAt: '2025-03-28T10:30:00Z',
  updatedByName: 'Daniel Koordinaattori',
  version: 1,
};
const own: DocumentDetails = {
  ...contract,
  id: '00000000-0000-4000-8151-000000000004',
  folderId: null,
  name: 'Yhteyshenkilöt.csv',
  fileType: 'csv',
  category: 'OTHER',
  validUntil: null,
  publishedByOperator: false,
  currentVersion: 2,
  version: 5,
  folderName: null,
  versions: [2, 1].map((versionNo) => ({
    versionNo,
    fileName: versionNo === 2 ? 'Yhteyshenkilöt.csv' : 'Yhteystiedot.csv',
    contentType: 'text/csv',
    sizeBytes: 300,
    uploadedByName: 'Maria Manninen',
    uploadedByOperatorName: null,
    createdAt: '2026-06-15T07:45:00Z',
  })),
};
const notices = () => currentNotifications().map((notice) => notice.text);

/** Folders nested `DOCUMENT_LIMITS.folderDepthMax` deep, the first at the top level. */
const nested = Array.from({ length: DOCUMENT_LIMITS.folderDepthMax }, (_, index) => ({
  id: `00000000-0000-4000-8150-00000000010${index}`,
  parentId: index === 0 ? null : `00000000-0000-4000-8150-00000000010${index - 1}`,
  name: `Taso ${index + 1}`,
  documentCount: 0,
  version: 1,
}));
const deepest = nested.at(-1)!.id;

function renderAt(
  path: string,
  user = manager,
  remove: () => Response = () => new Response(null, { status: 204 }),
  createFolder: () => Response = () => new Response(null, { status: 500 }),
) {
  const calls = mockApi([
    answer(documentCalls.folderStructure, () => ({
      folders: [
        { id: CONTRACTS, parentId: null, name: 'Sopimukset', documentCount: 1, version: 1 },
        { id: GUIDES, parentId: null, name: 'Ohjeet', documentCount: 0, version: 1 },
        ...nested,
      ],
      rootDocumentCount: 1,
    })),
    answer(documentCalls.list, ({ url }) => {
      // As the server: a look-up of an upload's name finds no document of it here.
      const items = url.searchParams.get('name')
        ? []
        : url.searchParams.get('q')
          ? [contract]
          : url.searchParams.get('folderId') === CONTRACTS
            ? [contract]
            : url.searchParams.get('folderId')
              ? []
              : [own];
      return { items, total: items.length, totalCapped: false, offset: 0, pageSize: 20 };
    }),
    answer(documentCalls.details, ({ params }) =>
      params.documentId === own.id ? own : { ...contract, folderName: 'Sopimukset', versions: own.versions },
    ),
    answer(documentCalls.delete, remove),
    answer(documentCalls.createFolder, createFolder),
  ]);
  renderRoutes([{ path: ':companyId', children: documentsRoutes }], `/${COMPANY}/${path}`, { user });
  return calls;
}

describe('the documents pages', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('lists the folders and a folder’s documents, with upload and folder tools for a writer', async () => {
    renderAt(`documents?folderId=${CONTRACTS}`);
    const folders = await screen.findByRole('navigation', { name: 'Folders' });
    expect(await within(folders).findByRole('link', { name: /Sopimukset/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = await screen.findByRole('link', { name: 'Palvelusopimus.pdf' });
    expect(row).toHaveAttribute('href', `/${COMPANY}/documents/${contract.id}`);
    expect(screen.getByText('Contract, valid until 31.03.2027')).toBeInTheDocument();
    expect(screen.getByText('Upload a document')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create folder' })).toBeInTheDocument();

    await userEvent.click(within(folders).getByRole('link', { name: /Ohjeet/ }));
    expect(await screen.findByText('No documents in this folder.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the empty folder Ohjeet' })).toBeInTheDocument();
  });

  it('shows an empty folder as it now is when someone filled it before its delete, instead of offering the delete again', async () => {
    let filled = false;
    const guide = {
      ...contract,
      id: '00000000-0000-4000-8151-000000000009',
      folderId: GUIDES,
      name: 'Ohje.pdf',
    };
    mockApi([
      answer(documentCalls.folderStructure, () => ({
        folders: [{ id: GUIDES, parentId: null, name: 'Ohjeet', documentCount: filled ? 1 : 0, version: 1 }],
        rootDocumentCount: 0,
      })),
      answer(documentCalls.list, () => {
        const items = filled ? [guide] : [];
        return { items, total: items.length, totalCapped: false, offset: 0, pageSize: 20 };
      }),
      answer(documentCalls.deleteFolder, () => {
        filled = true;
        return Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 });
      }),
    ]);
    renderRoutes(
      [{ path: ':companyId', children: documentsRoutes }],
      `/${COMPANY}/documents?folderId=${GUIDES}`,
      {
        user: manager,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the empty folder Ohjeet' }));
    expect(await screen.findByRole('link', { name: 'Ohje.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the empty folder Ohjeet' })).not.toBeInTheDocument();
  });

  it('offers no new folder inside a folder as deep as folders nest, and says why', async () => {
    renderAt(`documents?folderId=${deepest}`);
    expect(
      await screen.findByText('Folders nest at most 5 levels deep, so this folder cannot hold a new folder.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create folder' })).not.toBeInTheDocument();
    expect(screen.getByText('Upload a document')).toBeInTheDocument();
  });

  it('says a folder nests too deep when the server refuses it for that', async () => {
    const calls = renderAt(`documents?folderId=${nested.at(-2)!.id}`, manager, undefined, () =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'The folders nest too deep.',
          fieldErrors: { parentId: 'validation.max-value' },
        },
        { status: 400 },
      ),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'New folder' }), 'Arkisto');
    await userEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(
      await screen.findByText('The folder could not be created: folders nest at most 5 levels deep.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Arkisto',
      parentId: nested.at(-2)!.id,
    });
  });

  it('sends no folder without a name and says the name cannot be empty', async () => {
    // As the server would answer a name sent empty, so only the call made tells the check apart.
    const calls = renderAt(`documents?folderId=${CONTRACTS}`, manager, undefined, () =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'The name is empty.',
          fieldErrors: { name: 'validation.cannot-be-empty' },
        },
        { status: 400 },
      ),
    );
    const field = await screen.findByRole('textbox', { name: 'New folder' });
    await userEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();

    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(screen.getByText('This field cannot be empty.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('searches every folder by a word of three characters, counts the hits and names each one’s folder', async () => {
    const calls = renderAt('documents', reader);
    const listed = () => calls.filter((call) => call.url.pathname.endsWith('/documents'));
    const search = await screen.findByRole('search', { name: 'Document search' });
    const field = within(search).getByRole('searchbox', { name: 'Search documents' });
    await userEvent.type(field, 'ab{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('at least three characters');
    expect(listed().some((call) => call.url.searchParams.has('q'))).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'sopimus{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search results for “sopimus”' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Documents matching “sopimus”' });
    expect(within(table).getByRole('link', { name: 'Palvelusopimus.pdf' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Sopimukset' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Documents: 1');
    expect(listed().at(-1)?.url.searchParams.get('q')).toBe('sopimus');
    expect(listed().at(-1)?.url.searchParams.has('folderId')).toBe(false);
  });

  it('takes no longer search than the list can, so a long paste is not dropped and every document shown', async () => {
    const calls = renderAt('documents', reader);
    const field = await screen.findByRole('searchbox', { name: 'Search documents' });
    await userEvent.click(field);
    await userEvent.paste('sopimus '.repeat(40));
    expect((field as HTMLInputElement).value).toHaveLength(DOCUMENT_LIMITS.searchMax);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname.endsWith('/documents'))
          .at(-1)
          ?.url.searchParams.get('q'),
      ).toBe('sopimus '.repeat(40).slice(0, DOCUMENT_LIMITS.searchMax).trim()),
    );
  });

  it('offers a reader the documents but no upload', async () => {
    renderAt('documents', reader);
    expect(await screen.findByRole('link', { name: 'Yhteyshenkilöt.csv' })).toBeInTheDocument();
    expect(screen.queryByText('Upload a document')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create folder' })).not.toBeInTheDocument();
  });

  it('links every kept version for download and deletes on the version read', async () => {
    const calls = renderAt(`documents/${own.id}`);
    const old = await screen.findByRole('link', { name: 'Download Yhteystiedot.csv, version 1' });
    expect(old.getAttribute('href')).toBe(
      `/api/businesses/${COMPANY}/documents/${own.id}/download?version=1`,
    );
    expect(screen.getByText('Upload a new version')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices()).toContain('Yhteyshenkilöt.csv was deleted.'));
    expect(calls.find((call) => call.method === 'DELETE')?.ifMatch).toBe('"5"');
    expect(await screen.findByRole('navigation', { name: 'Folders' })).toBeInTheDocument();
  });

  it('says when someone changed the document meanwhile', async () => {
    renderAt(`documents/${own.id}`, manager, () =>
      Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices().join()).toMatch(/changed this document meanwhile/));
  });

  it('tells at the file that someone changed the document before its new version arrived, with no notice beside it', async () => {
    const sent: { ifMatch: string | undefined }[] = [];
    class FakeXhr {
      upload = { onprogress: null };
      status = 412;
      statusText = 'Precondition Failed';
      responseText = JSON.stringify({ code: 'PRECONDITION_FAILED', message: 'Changed.' });
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send() {
        sent.push({ ifMatch: this.headers['If-Match'] });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderAt(`documents/${own.id}`);
    const csv = new File(['a;b'], 'Yhteyshenkilöt.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Upload a new version'), csv);
    expect(await screen.findByText(i18n.t('documents.changed-meanwhile'))).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"5"' }]);
    expect(notices()).toEqual([]);
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE', 'documents.upload.too-large'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'documents.upload.wrong-type'],
  ])('tells the server’s %i %s once, at the file, with no notice beside it', async (status, code, text) => {
    answerUploads(status, { code, message: 'Refused.' });
    renderAt('documents');
    const pdf = new File(['%PDF-1.7'], 'Ohje.pdf', { type: 'application/pdf' });
    await userEvent.upload(await screen.findByLabelText('Upload a document'), pdf);
    expect(await screen.findByText(i18n.t(text))).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('keeps the notice of a failure the file only calls failed (a server fault)', async () => {
    answerUploads(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    renderAt(`documents/${own.id}`);
    const csv = new File(['a;b'], 'Yhteyshenkilöt.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Upload a new version'), csv);
    expect(await screen.findByText(i18n.t('documents.upload.failed'))).toBeInTheDocument();
    expect(notices()).toEqual([i18n.t('error.generic')]);
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const sent = answerUploads(201, own);
    renderAt('documents');
    const huge = new File(['x'], 'Iso.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: DOCUMENT_LIMITS.fileMaxBytes + 1 });
    await userEvent.upload(await screen.findByLabelText('Upload a document'), huge);
    expect(await screen.findByText(i18n.t('documents.upload.too-large'))).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('tells a file name with a backslash what is wrong with it before sending anything', async () => {
    const sent = answerUploads(201, own);
    renderAt('documents');
    const named = new File(['x'], 'raportti\\2026.txt', { type: 'text/plain' });
    await userEvent.upload(await screen.findByLabelText('Upload a document'), named);
    expect(await screen.findByText(/cannot hold a slash or backslash/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends no contract while its validity end cannot be read, instead of publishing it without one', async () => {
    const sent: { url: string; body: unknown }[] = [];
    class FakeXhr {
      upload = { onprogress: null };
      status = 201;
      statusText = '';
      responseText = JSON.stringify({ ...own, category: 'CONTRACT' });
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      abort() {}
      send(body: unknown) {
        sent.push({ url: this.url, body });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderAt('documents', dc);
    await userEvent.click(await screen.findByRole('button', { name: /Type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Contract' }));
    const until = screen.getByRole('textbox', { name: /Valid until/ });
    await userEvent.type(until, '31.02.2027');
    const pdf = new File(['%PDF-1.7'], 'Sopimus.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Upload a document'), pdf);
    expect(await screen.findByText(i18n.t('common.date.invalid'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // A contract is published to be in force: not with a last day already gone by.
    await userEvent.clear(until);
    await userEvent.type(until, '31.12.2025');
    await userEvent.upload(screen.getByLabelText('Upload a document'), pdf);
    expect(await screen.findByText(i18n.t('validation.validity-ended'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(until);
    await userEvent.type(until, '28.02.2027');
    await userEvent.upload(screen.getByLabelText('Upload a document'), pdf);
    await waitFor(() => expect(sent).toHaveLength(1));
    const query = new URL(sent[0]!.url, 'http://localhost').searchParams;
    expect(query.get('category')).toBe('CONTRACT');
    expect(query.get('validUntil')).toBe('2027-02-28');
    expect(screen.queryByText(i18n.t('common.date.invalid'))).not.toBeInTheDocument();
  });

  it('marks a contract whose last day has gone by as no longer in force', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-01T09:00:00Z'));
    try {
      renderAt(`documents?folderId=${CONTRACTS}`);
      expect(await screen.findByText('Contract, was valid until 31.03.2027')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Palvelusopimus.pdf' }));
      expect(await screen.findByText('31.03.2027, no longer in force')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a contract the operator published to the operator', async () => {
    renderAt(`documents/${contract.id}`);
    expect(await screen.findByText('Published to your company by the operator')).toBeInTheDocument();
    expect(screen.queryByText('Upload a new version')).not.toBeInTheDocument();
    renderAt(`documents/${contract.id}`, dc);
    expect(await screen.findByText('Upload a new version')).toBeInTheDocument();
  });
});
