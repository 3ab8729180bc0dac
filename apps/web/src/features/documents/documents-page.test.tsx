import { documentCalls, type Document, type DocumentDetails } from '@kaista/domain/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
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

function renderAt(
  path: string,
  user = manager,
  remove: () => Response = () => new Response(null, { status: 204 }),
) {
  const calls = mockApi([
    answer(documentCalls.folderStructure, () => ({
      folders: [
        { id: CONTRACTS, parentId: null, name: 'Sopimukset', documentCount: 1, version: 1 },
        { id: GUIDES, parentId: null, name: 'Ohjeet', documentCount: 0, version: 1 },
      ],
      rootDocumentCount: 1,
    })),
    answer(documentCalls.list, ({ url }) => {
      const items =
        url.searchParams.get('folderId') === CONTRACTS
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

  it('leaves a contract the operator published to the operator', async () => {
    renderAt(`documents/${contract.id}`);
    expect(await screen.findByText('Published to your company by the operator')).toBeInTheDocument();
    expect(screen.queryByText('Upload a new version')).not.toBeInTheDocument();
    renderAt(`documents/${contract.id}`, dc);
    expect(await screen.findByText('Upload a new version')).toBeInTheDocument();
  });
});
