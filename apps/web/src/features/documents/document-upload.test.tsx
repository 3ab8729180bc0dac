import { documentCalls, type Document, type DocumentDetails } from '@kaista/domain/documents';
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
const contacts: Document = {
  id: '00000000-0000-4000-8151-000000000004',
  folderId: null,
  name: 'Yhteyshenkilöt.csv',
  description: '',
  fileType: 'csv',
  sizeBytes: 300,
  category: 'OTHER',
  validUntil: null,
  publishedByOperator: false,
  currentVersion: 2,
  updatedAt: '2026-06-15T07:45:00Z',
  updatedByName: 'Maria Manninen',
  version: 5,
};
const contract: Document = {
  ...contacts,
  id: '00000000-0000-4000-8151-000000000001',
  folderId: CONTRACTS,
  name: 'Palvelusopimus.pdf',
  fileType: 'pdf',
  category: 'CONTRACT',
  validUntil: '2027-03-31',
  publishedByOperator: true,
};
const uploaded: DocumentDetails = { ...contacts, folderName: null, versions: [] };

function renderAt(path: string) {
  const calls = mockApi([
    answer(documentCalls.folderStructure, () => ({
      folders: [{ id: CONTRACTS, parentId: null, name: 'Sopimukset', documentCount: 1, version: 1 }],
      rootDocumentCount: 1,
    })),
    answer(documentCalls.list, ({ url }) => {
      const items = [contacts, contract].filter(
        (document) =>
          document.folderId === (url.searchParams.get('folderId') ?? null) &&
          (!url.searchParams.get('name') ||
            document.name.toLowerCase() === url.searchParams.get('name')!.toLowerCase()),
      );
      return { items, total: items.length, totalCapped: false, offset: 0, pageSize: 20 };
    }),
  ]);
  renderRoutes([{ path: ':companyId', children: documentsRoutes }], `/${COMPANY}/${path}`, {
    user: manager,
  });
  return calls;
}

const csv = (name: string) => new File(['a;b'], name, { type: 'text/csv' });
const dialog = () => screen.findByRole('dialog', { name: 'A document of the same name' });

describe('uploading a file by a name the folder already holds', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('asks first, and adds the file as the document’s next version when told so', async () => {
    const sent = answerUploads(201, uploaded);
    const calls = renderAt('documents');
    await userEvent.upload(await screen.findByLabelText('Upload a document'), csv('YHTEYSHENKILÖT.csv'));
    expect(
      within(await dialog()).getByText(/A document named Yhteyshenkilöt.csv is already here/),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(calls.find((call) => call.url.searchParams.get('name'))?.url.search).toBe(
      '?name=YHTEYSHENKIL%C3%96T.csv&pageSize=1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add as version 3' }));
    await waitFor(() =>
      expect(sent).toEqual([`/api/businesses/${COMPANY}/documents/${contacts.id}/versions`]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps both when told so, and sends nothing when the question is cancelled', async () => {
    const sent = answerUploads(201, uploaded);
    renderAt('documents');
    const picker = await screen.findByLabelText('Upload a document');
    await userEvent.upload(picker, csv('Yhteyshenkilöt.csv'));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await userEvent.upload(picker, csv('Yhteyshenkilöt.csv'));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatch(new RegExp(`^/api/businesses/${COMPANY}/documents\\?`));
  });

  it('asks nothing of a new name, or beside a document the operator published, which is not the user’s', async () => {
    const sent = answerUploads(201, uploaded);
    renderAt(`documents?folderId=${CONTRACTS}`);
    const picker = await screen.findByLabelText('Upload a document');
    await userEvent.upload(picker, new File(['%PDF-1.7'], 'Palvelusopimus.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.upload(picker, csv('Uusi.csv'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.every((url) => url.includes(`folderId=${CONTRACTS}`))).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
