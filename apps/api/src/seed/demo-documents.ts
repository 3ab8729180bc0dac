import type { Database } from '../db/client';
import { documentFolders, documents, documentVersions } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { UploadStore } from '../files/upload-store';
import { DEMO_COMPANY, demoUuid } from './demo-ids';

const FOLDER_KIND = 150;
const DOCUMENT_KIND = 151;
const OPERATOR = 'Daniel Koordinaattori';
const MANAGER = 'Maria Manninen';

const { aurora, pohjola, kettu } = DEMO_COMPANY;

/** A one-page PDF holding one line of text: a real document of the §3 type, small enough to seed. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const FOLDERS = [
  { companyId: aurora, index: 1, parent: null, name: 'Sopimukset' },
  { companyId: aurora, index: 2, parent: null, name: 'Ohjeet' },
  { companyId: aurora, index: 3, parent: 2, name: 'Käyttöönotto' },
  { companyId: pohjola, index: 4, parent: null, name: 'Sopimukset' },
  { companyId: kettu, index: 5, parent: null, name: 'Myymälät' },
];

interface DemoDocument {
  companyId: string;
  index: number;
  folder: number | null;
  description: string;
  category: 'OTHER' | 'CONTRACT' | 'PRICE_LIST';
  validUntil: string | null;
  byOperator: boolean;
  /** Oldest first; the last is the current version. */
  versions: { fileName: string; content: Buffer; at: string }[];
}

const DOCUMENTS: DemoDocument[] = [
  {
    companyId: aurora,
    index: 1,
    folder: 1,
    description: 'Yritysasiakkaan palvelusopimus, liitteenä palvelukuvaukset.',
    category: 'CONTRACT',
    validUntil: '2027-03-31',
    byOperator: true,
    versions: [
      { fileName: 'Palvelusopimus.pdf', content: pdf('Palvelusopimus 2024'), at: '2024-04-02T09:00:00Z' },
      { fileName: 'Palvelusopimus.pdf', content: pdf('Palvelusopimus 2025'), at: '2025-03-28T10:30:00Z' },
    ],
  },
  {
    companyId: aurora,
    index: 2,
    folder: 1,
    description: 'Liittymien ja laitteiden sopimushinnat.',
    category: 'PRICE_LIST',
    validUntil: '2026-12-31',
    byOperator: true,
    versions: [{ fileName: 'Hinnasto 2026.pdf', content: pdf('Hinnasto 2026'), at: '2026-01-05T08:00:00Z' }],
  },
  {
    companyId: aurora,
    index: 3,
    folder: 3,
    description: 'Uuden työntekijän liittymän käyttöönotto.',
    category: 'OTHER',
    validUntil: null,
    byOperator: false,
    versions: [
      {
        fileName: 'Käyttöönotto-ohje.txt',
        content: Buffer.from('1. Aseta SIM-kortti puhelimeen.\n2. Käynnistä puhelin ja syötä PIN-koodi.\n'),
        at: '2026-02-10T12:00:00Z',
      },
    ],
  },
  {
    companyId: aurora,
    index: 4,
    folder: null,
    description: 'Toimipaikkojen yhteyshenkilöt.',
    category: 'OTHER',
    validUntil: null,
    byOperator: false,
    versions: [
      {
        fileName: 'Yhteyshenkilöt.csv',
        content: Buffer.from(
          'Toimipaikka;Nimi;Puhelin\nPääkonttori;Maria Manninen;+358401234567\nVuosaari;Pekka Laine;+358409876543\n',
        ),
        at: '2026-06-15T07:45:00Z',
      },
    ],
  },
  {
    companyId: pohjola,
    index: 5,
    folder: 4,
    description: 'Palvelusopimus.',
    category: 'CONTRACT',
    validUntil: '2027-06-30',
    byOperator: true,
    versions: [
      { fileName: 'Palvelusopimus.pdf', content: pdf('Pohjola Design'), at: '2025-06-01T09:00:00Z' },
    ],
  },
  {
    companyId: pohjola,
    index: 7,
    folder: null,
    description: 'Logon ja värien käyttö.',
    category: 'OTHER',
    validUntil: null,
    byOperator: false,
    versions: [
      {
        fileName: 'Brändiohje.txt',
        content: Buffer.from('Logo aina valkoisella pohjalla.\nPääväri #1F4E79.\n'),
        at: '2025-09-12T13:20:00Z',
      },
    ],
  },
  {
    companyId: kettu,
    index: 6,
    folder: 5,
    description: 'Myymälöiden aukioloajat.',
    category: 'OTHER',
    validUntil: null,
    byOperator: false,
    versions: [
      {
        fileName: 'Aukioloajat.txt',
        content: Buffer.from('Tampere ma–pe 9–18\nTurku ma–pe 10–18\n'),
        at: '2026-03-03T11:00:00Z',
      },
    ],
  },
];

/** Demo folders and documents, their files written through the file store as uploads are. */
export async function seedDocuments(db: Database, files: FileStore): Promise<void> {
  const store = new UploadStore(files, 'documents');
  await db.insert(documentFolders).values(
    FOLDERS.map((folder) => ({
      companyId: folder.companyId,
      id: demoUuid(FOLDER_KIND, folder.index),
      parentId: folder.parent ? demoUuid(FOLDER_KIND, folder.parent) : null,
      name: folder.name,
      createdAt: new Date('2024-01-15T08:00:00Z'),
    })),
  );
  for (const document of DOCUMENTS) {
    const id = demoUuid(DOCUMENT_KIND, document.index);
    const current = document.versions.at(-1)!;
    const author = document.byOperator ? OPERATOR : MANAGER;
    await db.insert(documents).values({
      companyId: document.companyId,
      id,
      folderId: document.folder ? demoUuid(FOLDER_KIND, document.folder) : null,
      name: current.fileName,
      description: document.description,
      fileType: current.fileName.split('.').at(-1)!.toLowerCase(),
      sizeBytes: current.content.length,
      category: document.category,
      validUntil: document.validUntil,
      publishedByOperator: document.byOperator,
      currentVersion: document.versions.length,
      updatedByName: author,
      updatedAt: new Date(current.at),
      createdAt: new Date(document.versions[0]!.at),
    });
    for (const [position, version] of document.versions.entries()) {
      const storageName = `demo${String(document.index).padStart(4, '0')}v${position + 1}`;
      await files.write(store.keyOf(storageName), [version.content]);
      await db.insert(documentVersions).values({
        companyId: document.companyId,
        documentId: id,
        versionNo: position + 1,
        fileName: version.fileName,
        contentType: version.fileName.endsWith('.pdf')
          ? 'application/pdf'
          : version.fileName.endsWith('.csv')
            ? 'text/csv'
            : 'text/plain',
        sizeBytes: version.content.length,
        storageName,
        uploadedByName: author,
        createdAt: new Date(version.at),
      });
    }
  }
}
