import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@kaista/api/src/app';
import { loadConfig } from '@kaista/api/src/config';
import { openDatabase } from '@kaista/api/src/db/client';
import { openFileStore } from '@kaista/api/src/files/open-file-store';
import { prepareDatabase } from '@kaista/api/src/prepare-database';
import { DEMO_COMPANY } from '@kaista/api/src/seed/demo-ids';
import { measure } from './load';
import { loginForBench } from './login';
import { type QueryClient, recordQueries } from './query-recorder';

/**
 * Issue 14's folder structure at 100k documents without the 10k-company large dataset (whose generation takes
 * longer than the measuring on a loaded machine): the demo dataset, plus the documents scenario's shape in the
 * demo company Aurora (100 folders, 100k documents, half at the top level), in this process. Measures GET
 * folderstructure under load, and its documents' counts read two ways in bare SQL: counted from the documents
 * (as before the per-folder counts) and read from `document_folder_counts`; then a documents list page of the top
 * level and of one folder, the header search of a rare word and of a word every name holds, and an upload's
 * look-up of its file's name at the top level, printing the plan (`EXPLAIN ANALYZE`) of each documents
 * statement the call sends.
 * `npm run folders -w @kaista/bench` (BENCH_SECONDS, BENCH_CONNECTIONS; DATABASE_URL for PostgreSQL).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DOCUMENTS = 100_000;
const FOLDERS = 100;
const COMPANY = DEMO_COMPANY.aurora;
const FOLDER_8 = '14f19e54-7594-473d-82b1-f442a436fad7';

async function timed(runs: number, run: () => Promise<unknown>): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)]!, max: times.at(-1)! };
}

/** The statements one call sends to the database, each with its plan as the database ran it. */
async function explainCall(
  app: {
    inject: (options: { method: 'GET'; url: string; headers: Record<string, string> }) => Promise<unknown>;
  },
  client: QueryClient,
  url: string,
  headers: Record<string, string>,
): Promise<void> {
  const waves = await recordQueries(client, async () => {
    await app.inject({ method: 'GET', url, headers });
  });
  for (const statement of waves.flat()) {
    if (!/from "documents"/.test(statement.text)) continue;
    const plan = (await client.query(`explain (analyze, buffers) ${statement.text}`, statement.params)) as {
      rows: Record<string, string>[];
    };
    console.log(`\n${statement.text}\n${plan.rows.map((row) => Object.values(row)[0]).join('\n')}`);
  }
}

async function main(): Promise<void> {
  const config = { ...loadConfig(), environment: 'ci' as const, port: 0 };
  const dataDir = config.databaseUrl
    ? config.dataDir
    : path.join(os.tmpdir(), `kaista-bench-folders-${process.pid}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const files = openFileStore(database, path.join(dataDir, 'uploads'));
  await prepareDatabase(database, files);
  const db = database.db;
  const generated = performance.now();
  await db.execute(sql`
    insert into document_folders (company_id, id, name)
    select ${COMPANY}, overlay(overlay(md5('bench-folder-' || n) placing '4' from 13) placing '8' from 17)::uuid, 'Kansio ' || n from generate_series(1, ${FOLDERS}) as n`);
  await db.execute(sql`
    insert into documents (company_id, folder_id, name, file_type, size_bytes, updated_by_name)
    select ${COMPANY}, case when n % 2 = 0 then null else overlay(overlay(md5('bench-folder-' || (1 + n % ${FOLDERS})) placing '4' from 13) placing '8' from 17)::uuid end,
      'Sopimus ' || n || '.pdf', 'pdf', 1000 + n % 5000, 'Bench User'
    from generate_series(1, ${DOCUMENTS}) as n`);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${DOCUMENTS} documents in ${FOLDERS} folders generated in ${((performance.now() - generated) / 1000).toFixed(0)} s`,
  );

  const app = await buildApp({ config: { ...config, dataDir }, db, files });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const cookie = await loginForBench(origin, 'manager@aurora.example');
    const options = {
      title: 'GET documents/folderstructure',
      url: `${origin}/api/businesses/${COMPANY}/documents/folderstructure`,
      headers: { cookie, 'x-accept-language': 'fi' },
      connections: CONNECTIONS,
    };
    await measure({ ...options, seconds: 2 });
    const call = await measure({ ...options, seconds: SECONDS });
    // The same harness on a folder page (the child-process bench measured 256 req/s, p99 76 ms), to calibrate.
    const page = await measure({
      ...options,
      title: 'GET documents, one folder (1000 there)',
      url: `${origin}/api/businesses/${COMPANY}/documents?pageSize=20&folderId=${FOLDER_8}`,
      seconds: SECONDS,
    });
    const topLevel = await measure({
      ...options,
      title: 'GET documents, top level, first page (50k there)',
      url: `${origin}/api/businesses/${COMPANY}/documents?pageSize=20`,
      seconds: SECONDS,
    });
    const sameName = await measure({
      ...options,
      title: "GET documents?name=, an upload's look-up at the top level (50k there)",
      url: `${origin}/api/businesses/${COMPANY}/documents?pageSize=1&name=SOPIMUS%2049998.pdf`,
      seconds: SECONDS,
    });
    const client = (db as unknown as { $client: QueryClient }).$client;
    const headers = { cookie, 'x-accept-language': 'fi' };
    for (const list of [
      `/api/businesses/${COMPANY}/documents?pageSize=20`,
      `/api/businesses/${COMPANY}/documents?pageSize=20&folderId=${FOLDER_8}`,
      // The header search: a rare word (the trigram index) and a word in every name (the order's index).
      `/api/businesses/${COMPANY}/documents?pageSize=5&q=12345`,
      `/api/businesses/${COMPANY}/documents?pageSize=5&q=sopimus`,
      `/api/businesses/${COMPANY}/documents?pageSize=1&name=SOPIMUS%2049998.pdf`,
    ])
      await explainCall(app, client, list, headers);
    // The list's total before and after the kept counts: the top level's rows counted up to the old cap.
    const cappedCount = sql`select count(*) from (select 1 from documents where company_id = ${COMPANY}
      and folder_id is null limit 10001) as matches`;
    const keptCount = sql`select documents from document_folder_counts where company_id = ${COMPANY}
      and folder_key = '00000000-0000-0000-0000-000000000000'`;
    for (const [name, count] of [
      ['counted up to the cap', cappedCount],
      ['read from the kept counts', keptCount],
    ] as const) {
      const plan = await db.execute(sql`explain (analyze, buffers) ${count}`);
      const lines = (plan as unknown as { rows: Record<string, string>[] }).rows;
      console.log(
        `\nthe top level's total, ${name}:\n${lines.map((row) => Object.values(row)[0]).join('\n')}`,
      );
    }
    const listCounted = await timed(20, () => db.execute(cappedCount));
    const listKept = await timed(20, () => db.execute(keptCount));
    const counted = await timed(20, () =>
      db.execute(
        sql`select folder_id, count(*) from documents where company_id = ${COMPANY} group by folder_id`,
      ),
    );
    const kept = await timed(20, () =>
      db.execute(sql`select f.id, c.documents from document_folders f left join document_folder_counts c
        on c.company_id = f.company_id and c.folder_key = f.id where f.company_id = ${COMPANY}`),
    );
    console.log(`| call | req/s | p50 ms | p99 ms | non-2xx |`);
    for (const result of [call, page, topLevel, sameName])
      console.log(
        `| ${result.title} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.non2xx} |`,
      );
    console.log(
      `bare SQL, one at a time (20 runs): counted from documents p50 ${counted.p50.toFixed(0)} ms, max ${counted.max.toFixed(0)} ms;`,
    );
    console.log(
      `read from document_folder_counts p50 ${kept.p50.toFixed(1)} ms, max ${kept.max.toFixed(1)} ms`,
    );
    console.log(
      `the top level's total: counted up to 10,001 p50 ${listCounted.p50.toFixed(1)} ms, max ${listCounted.max.toFixed(1)} ms; ` +
        `read from document_folder_counts p50 ${listKept.p50.toFixed(1)} ms, max ${listKept.max.toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    // A temporary embedded database is the bench's own; a server's database is the caller's.
    if (!config.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
