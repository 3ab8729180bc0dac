import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { documentFolders, documents, documentVersions } from '@kaista/api/src/db/schema';
import type { BenchScenario } from '../scenario';

/** One company with 100 000 documents: half at the top level, half in 100 folders of 500. */
const COMPANY = '200000';
const DOCUMENTS = 100_000;
const FOLDERS = 100;
const uuidOf = (seed: string) =>
  sql.raw(`overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17)::uuid`);

const base = `/api/businesses/${COMPANY}/documents`;
/** The same version-4 shaped uuid that the SQL above derives from a seed. */
function benchUuid(seed: string): string {
  const hex = createHash('md5').update(seed).digest('hex').split('');
  hex[12] = '4';
  hex[16] = '8';
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
const FOLDER_7 = benchUuid('bench-folder-7');

/**
 * §7 Documents over 100k documents in one company: folder pages (first, deep), the folder structure, and the
 * header search of names and descriptions (a rare word from the trigram index, a word every name holds).
 */
export const documentsScenario: BenchScenario = {
  name: 'documents',
  persona: 'user0@company0.bench.example',
  async generate(db) {
    await db.execute(sql`
      insert into ${documentFolders} (company_id, id, name)
      select ${COMPANY}, ${uuidOf(`'bench-folder-' || n`)}, 'Kansio ' || n
      from generate_series(1, ${sql.raw(String(FOLDERS))}) as n`);
    await db.execute(sql`
      insert into ${documents} (company_id, id, folder_id, name, description, file_type, size_bytes, updated_by_name, updated_at, created_at)
      select ${COMPANY}, ${uuidOf(`'bench-document-' || n`)},
        case when n % 2 = 0 then null else ${uuidOf(`'bench-folder-' || (1 + n % ${FOLDERS})`)} end,
        'Sopimus ' || n || '.pdf', 'Liite ' || n, 'pdf', 1000 + n % 5000, 'Bench User',
        timestamptz '2026-11-01' - n * interval '41 seconds', timestamptz '2026-11-01' - n * interval '41 seconds'
      from generate_series(1, ${sql.raw(String(DOCUMENTS))}) as n`);
    await db.execute(sql`
      insert into ${documentVersions} (company_id, document_id, version_no, file_name, content_type, size_bytes, storage_name, uploaded_by_name)
      select company_id, id, 1, name, 'application/pdf', size_bytes, 'bench', 'Bench User'
      from ${documents} where company_id = ${COMPANY}`);
  },
  targets: [
    { title: 'GET documents, top level first page (50k there)', method: 'GET', path: `${base}?pageSize=20` },
    {
      title: 'GET documents, top level at offset 40 000',
      method: 'GET',
      path: `${base}?offset=40000&pageSize=20`,
    },
    { title: 'GET documents, top level by name', method: 'GET', path: `${base}?sort=name&pageSize=20` },
    { title: 'GET documents, one folder (500 there)', method: 'GET', path: `${base}?folderId=${FOLDER_7}` },
    {
      title: 'GET document details',
      method: 'GET',
      path: `${base}/${benchUuid('bench-document-12345')}/details`,
    },
    {
      title: 'GET documents, header search of a rare word (1 of 100k)',
      method: 'GET',
      path: `${base}?q=12345&pageSize=5`,
    },
    {
      title: 'GET documents, header search of a word in every name (100k)',
      method: 'GET',
      path: `${base}?q=sopimus&pageSize=5`,
    },
    {
      title: 'GET documents/folderstructure (100 folders, 100k documents)',
      method: 'GET',
      path: `${base}/folderstructure`,
    },
  ],
};
